import { useState } from 'react';
import { Input, Select, Space } from '@portal/shared/antd';
import type { SearchOption } from './types';

// Search with a search-by dropdown (spec 000 §2, §9). The text is applied on Enter or the search
// icon, not while typing: each search is one request and one history entry. The box follows the
// URL, so Back, a pasted link or a drawer link to the bare path show the search they apply.

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
