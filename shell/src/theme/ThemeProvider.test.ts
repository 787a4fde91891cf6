import { theme } from '@portal/shared/antd-base';
import { DARK, LIGHT } from './ThemeProvider';

// A coloured tag (<Tag color="green">, the status tags of every area) writes its palette's shade 7 on
// its shade 1 (antd's genPresetColor). WCAG 2 AA asks 4.5:1 for their 12 px text.

const PRESET_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'gold',
  'lime',
] as const;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

it.each([
  ['light', LIGHT],
  ['dark', DARK],
])('every coloured tag is readable in %s mode (4.5:1)', (_mode, config) => {
  const token = theme.getDesignToken(config) as unknown as Record<string, string>;
  // Each shade has two names (green7, green-7) that become one CSS variable: both must agree.
  const tooFaint = PRESET_COLORS.flatMap((c) =>
    [`${c}7`, `${c}-7`].map((name) => ({ c: name, ratio: contrast(token[name], token[`${c}1`]) })),
  )
    .filter(({ ratio }) => ratio < 4.5)
    .map(({ c, ratio }) => `${c} ${ratio.toFixed(2)}:1`);
  expect(tooFaint).toEqual([]);
});
