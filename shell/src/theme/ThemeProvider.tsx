import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from '@portal/shared/antd-base';
import { useMediaQuery } from './useMediaQuery';

/**
 * antd's theme for the whole page; dark mode follows the system preference (spec 000 §2), and so
 * does motion: users who ask their system for reduced motion get no opening or closing animations
 * (the e2e tests run that way, so a click never lands on a dialog or dropdown still moving).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
  return (
    <ConfigProvider theme={{ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm, token: { motion: !reducedMotion } }}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
