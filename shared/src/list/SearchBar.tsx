import { useEffect, useId, useRef, useState } from 'react';

import { Input, Space, theme, type InputRef } from '@portal/shared/antd';
import { colorSchemeOf, type Token } from './dataTableCss';
import type { SearchOption } from './types';

// Search with a search-by dropdown (spec 000 §2, §9). The text is applied on Enter or the search
// icon, not while typing: each search is one request and one history entry. The box follows the
// URL, so Back, a pasted link or a drawer link to the bare path show the search they apply.
// `/` anywhere on the page (outside a text field) puts the cursor in the box, as on most sites.
// The search-by choice is a native select drawn from antd's tokens: antd's Select (its first render
// and style generation, ~45 ms) would be the largest single piece of a list's first show.

/** The native select, looking like the antd controls beside it (Space.Compact squares their joint). */
const searchByCss = (scope: string, token: Token) => `
[data-search-by="${scope}"] { flex: none; width: 150px; height: ${token.controlHeight}px; margin-inline-end: -${token.lineWidth}px;
  padding: 0 ${token.paddingXS}px 0 ${token.paddingSM - token.lineWidth}px; font: inherit; font-size: ${token.fontSize}px;
  color: ${token.colorText}; background: ${token.colorBgContainer}; cursor: pointer;
  border: ${token.lineWidth}px solid ${token.colorBorder}; border-radius: ${token.borderRadius}px 0 0 ${token.borderRadius}px;
  color-scheme: ${colorSchemeOf(token)}; position: relative; transition: border-color ${token.motionDurationMid}; }
[data-search-by="${scope}"]:hover { border-color: ${token.colorPrimaryHover}; z-index: 1; }
[data-search-by="${scope}"]:focus-visible { border-color: ${token.colorPrimary}; outline: ${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}; outline-offset: 0; z-index: 1; }
`;

export interface SearchBarProps {
  /** The applied search (from the URL). */
  value: string;
  searchCol: string;
  /** Without options there is no search-by dropdown. */
  options?: readonly SearchOption[];
  onSearch(text: string): void;
  onSearchColChange(searchCol: string): void;
  placeholder?: string;
}

export function SearchBar({ value, searchCol, options, onSearch, onSearchColChange, placeholder = 'Search' }: SearchBarProps) {
  // The draft is reset whenever the applied value changes (derived during render, no effect).
  const [draft, setDraft] = useState({ applied: value, text: value });
  const text = draft.applied === value ? draft.text : value;
  if (draft.applied !== value) setDraft({ applied: value, text: value });
  const input = useRef<InputRef>(null);
  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);

  const { token } = theme.useToken();
  const scope = useId();

  return (
    <Space.Compact style={{ minWidth: 280, maxWidth: 520, flex: '1 1 320px' }}>
      {options && options.length > 0 && (
        <>
          <style>{searchByCss(scope, token)}</style>
          <select aria-label="Search by" data-search-by={scope} value={searchCol} onChange={(e) => onSearchColChange(e.target.value)}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </>
      )}
      <Input.Search
        ref={input}
        aria-label="Search"
        placeholder={placeholder}
        allowClear
        value={text}
        onChange={(e) => setDraft({ applied: value, text: e.target.value })}
        onSearch={(next) => onSearch(next)}
      />
    </Space.Compact>
  );
}
