import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from '@portal/shared/antd-base';
import { useMediaQuery } from './useMediaQuery';

/** antd's theme for the whole page; dark mode follows the system preference (spec 000 §2). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
  return (
    <ConfigProvider theme={{ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
