import { useEffect, useRef, useState } from 'react';

import { Input, Select, Space, type InputRef } from '@portal/shared/antd';
import type { SearchOption } from './types';

// Search with a search-by dropdown (spec 000 §2, §9). The text is applied on Enter or the search
// icon, not while typing: each search is one request and one history entry. The box follows the
// URL, so Back, a pasted link or a drawer link to the bare path show the search they apply.
// `/` anywhere on the page (outside a text field) puts the cursor in the box, as on most sites.

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

  return (
    <Space.Compact style={{ minWidth: 280, maxWidth: 520, flex: '1 1 320px' }}>
      {options && options.length > 0 && (
        <Select
          aria-label="Search by"
          value={searchCol}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
          onChange={onSearchColChange}
          popupMatchSelectWidth={false}
          style={{ width: 150, flex: 'none' }}
        />
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
