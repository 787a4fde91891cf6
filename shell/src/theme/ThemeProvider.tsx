import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme, type ThemeConfig } from '@portal/shared/antd-base';
import { useMediaQuery } from './useMediaQuery';

// WCAG 2 AA (4.5:1 for text) in both modes, measured by axe in e2e/tests/shell/accessibility.spec.ts.
// antd's defaults fall short where every page looks: grey text (labels, descriptions, drawer group
// titles, counters: 45% black, 3.4:1), placeholders (1.8:1), white on the primary blue and blue
// links (4.1:1), the selected drawer entry (3.7:1), red on danger buttons (3.3:1) and, in dark
// mode, links and the selected entry (3.6:1 and 2.5:1), and the text of coloured tags (a status
// tag such as <Tag color="green"> writes shade 7 of its palette on shade 1: green 3.4:1, gold 2.8:1;
// dark purple 3.4:1), here one shade or two further from the background. Every colour of every area derives from these tokens, so pages need
// no fixes; ThemeProvider.test.ts checks the tag colours of both modes.
/**
 * A preset colour's tag text (its shade 7). antd keeps each shade under two names, `green7` and
 * `green-7`, and both become the one CSS variable --ant-green-7, the later winning: set both.
 */
function tagText(colors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).flatMap(([color, hex]) => [
      [`${color}7`, hex],
      [`${color}-7`, hex],
    ]),
  );
}

export const LIGHT: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: '#0958d9',
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    ...tagText({
      volcano: '#ad2102',
      orange: '#ad4e00',
      gold: '#874d00',
      yellow: '#876800',
      lime: '#3f6600',
      green: '#237804',
      cyan: '#006d75',
    }),
  },
};
export const DARK: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorLink: '#4096ff',
    colorError: '#e86e6b',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextDescription: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    ...tagText({ purple: '#ab7ae0', geekblue: '#7f9ef3' }),
  },
  components: { Menu: { itemSelectedColor: '#69b1ff' } },
};

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
    <ConfigProvider theme={{ ...(dark ? DARK : LIGHT), token: { ...(dark ? DARK : LIGHT).token, motion: !reducedMotion } }}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
