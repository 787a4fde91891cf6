import type { theme } from '@portal/shared/antd';

export type Token = ReturnType<typeof theme.useToken>['token'];

/** The native controls' colour scheme (checkbox, select popup) for antd's light or dark algorithm. */
export const colorSchemeOf = (token: Token) => (token.colorBgBase === '#000' ? 'dark' : 'light');

// The table's look, from antd's theme tokens so it matches antd and follows the dark algorithm.
// Hover, selection and the loading dim need selectors, which inline styles cannot express; the
// rules are scoped to one table by its data attribute.
//
// Compact for lists people scan all day: one line per row (a long value is cut with an
// ellipsis and shows whole on hover), the header sticks to the top of the scrolling box, and the
// frozen cells (checkbox, the row's link column) stay while the rows scroll sideways. Sticky cells
// need an opaque background: the header's and the hover's fills are translucent, so they are laid
// over the container's colour.

export function dataTableCss(scope: string, token: Token): string {
  const t = `table[data-table-scope="${scope}"]`;
  const cellPadding = `${token.paddingXXS + 2}px ${token.paddingSM}px`;
  const over = (fill: string) => `linear-gradient(${fill}, ${fill}), ${token.colorBgContainer}`;
  return `
${t} { width: 100%; border-collapse: separate; border-spacing: 0; font-size: ${token.fontSize}px;
  line-height: ${token.lineHeight}; color: ${token.colorText}; background: ${token.colorBgContainer}; }
${t} > thead > tr > th { position: sticky; top: 0; z-index: 2; padding: ${cellPadding}; text-align: left;
  background: ${over(token.colorFillAlter)}; color: ${token.colorTextHeading}; font-weight: ${token.fontWeightStrong};
  border-bottom: 1px solid ${token.colorBorderSecondary}; white-space: nowrap; }
${t} > thead > tr > th[data-frozen] { z-index: 3; }
${t} > tbody > tr > td { padding: ${cellPadding}; border-bottom: 1px solid ${token.colorBorderSecondary};
  white-space: nowrap; max-width: 280px; overflow: hidden; text-overflow: ellipsis;
  transition: background ${token.motionDurationMid}; }
${t} > tbody > tr > td[data-frozen] { position: sticky; z-index: 1; background: ${token.colorBgContainer}; }
${t} > tbody > tr[data-row-id]:hover > td { background: ${over(token.colorFillAlter)}; }
${t} > tbody > tr[data-clickable] { cursor: pointer; }
${t} > tbody > tr[data-changed] > td:first-child { box-shadow: inset 3px 0 0 ${token.colorWarning}; }
${t} > tbody > tr[aria-selected="true"] > td { background: ${token.controlItemBgActive}; }
${t} > tbody > tr[aria-selected="true"]:hover > td { background: ${token.controlItemBgActiveHover}; }
${t} > tbody > tr[data-filler] > td { border-bottom-color: transparent; }
${t} > tbody > tr > td[data-frozen]::after { content: ''; position: absolute; top: 0; right: 0; bottom: 0; width: 1px;
  background: ${token.colorBorderSecondary}; }
${t} > tbody[aria-busy="true"] { opacity: 0.5; transition: opacity ${token.motionDurationMid}; }
${t} .data-table-select { width: 40px; text-align: center; }
${t} .data-table-select > input { width: 16px; height: 16px; margin: 0; vertical-align: middle; cursor: pointer;
  accent-color: ${token.colorPrimary}; color-scheme: ${colorSchemeOf(token)}; }
${t} .data-table-select > input:disabled { cursor: not-allowed; }
${t} th[data-sortable] { cursor: pointer; }
${t} .data-table-sort { all: unset; box-sizing: border-box; display: inline-flex; align-items: center;
  gap: ${token.marginXXS}px; cursor: pointer; color: inherit; font: inherit; }
${t} .data-table-sort:focus-visible { outline: 2px solid ${token.colorPrimaryBorder}; outline-offset: 2px; border-radius: 2px; }
${t} .data-table-sort-icons { display: inline-flex; flex-direction: column; font-size: 10px; line-height: 1;
  color: ${token.colorTextQuaternary}; }
${t} .data-table-sort-icons > [data-active] { color: ${token.colorPrimary}; }
${t} a.data-table-row-link { color: inherit; text-decoration: none; }
${t} a.data-table-row-link:hover, ${t} a.data-table-row-link:focus-visible { color: ${token.colorLink}; }
${t} .data-table-state > td { padding: ${token.paddingLG}px; text-align: center; cursor: default; white-space: normal; max-width: none; }
`;
}
