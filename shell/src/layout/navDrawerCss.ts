import type { theme } from '@portal/shared/antd';

type Token = ReturnType<typeof theme.useToken>['token'];

// The drawer's look, from antd's tokens as its inline Menu draws it (item height, indent, rounded
// selection, group titles), so it follows the dark algorithm. Each entry's link covers its whole
// row, icon included.
export function navDrawerCss(token: Token): string {
  const n = 'nav.portal-nav';
  // The selected entry's text: the primary colour, except in dark mode, where no primary shade
  // reaches 4.5:1 on the selection's background (axe: 2.46:1): the text colour there.
  const selectedColor = token.colorBgBase === '#000' ? token.colorText : token.colorPrimary;
  return `
${n} { padding-block: ${token.paddingXXS}px; font-size: ${token.fontSize}px; }
${n} ul { list-style: none; margin: 0; padding: 0; }
${n} .portal-nav-group { padding: ${token.paddingXS}px ${token.padding}px; color: ${token.colorTextDescription};
  font-size: ${token.fontSize}px; line-height: ${token.lineHeight}; }
${n} li { position: relative; display: flex; align-items: center; gap: ${token.marginXS + 2}px; height: 40px;
  margin: ${token.marginXXS}px; padding-inline: ${token.paddingLG}px; border-radius: ${token.borderRadiusLG}px;
  color: ${token.colorText}; transition: background ${token.motionDurationMid}, color ${token.motionDurationMid}; }
${n} li:hover { background: ${token.controlItemBgHover}; }
${n} li[data-selected] { background: ${token.controlItemBgActive}; color: ${selectedColor}; }
${n} li > .anticon { font-size: ${token.fontSize}px; }
${n} li > a { flex: 1; min-width: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; color: inherit; }
${n} li > .portal-nav-count { color: ${token.colorTextDescription}; font-variant-numeric: tabular-nums; }
${n} li > a::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
${n} li > a:focus-visible { outline: none; }
${n} li:has(> a:focus-visible) { outline: ${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}; outline-offset: 1px; }
`;
}
