import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '@portal/shared/platform';
import { SEARCH_KIND_LABELS, SEARCH_KINDS, searchable, searchMessages as T, type SearchHit } from '@portal/shared/core';
import { Input, Modal, Typography, theme, type InputRef } from '@portal/shared/antd';
import { recentRecords, rememberRecord } from './recentRecords';
import { searchRecords } from './searchCall';

// The search box (shell/README.md "Search"): a combobox over a listbox of hits grouped by kind.
// The term goes to GET /api/search 150 ms after the last key; the previous hits stay while the
// next ones come. Arrows move, Enter or a click opens, Escape closes. Before a term: the records
// this user last opened from the box, in this browser.

const DEBOUNCE_MS = 150;

interface Group {
  label: string;
  hits: SearchHit[];
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const userId = useSession((s) => s.user?.id ?? 0);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const input = useRef<InputRef>(null);
  const baseId = useId();
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const sent = useDebounced(term.trim(), DEBOUNCE_MS);
  const typed = term.trim() !== '';

  const query = useQuery({
    queryKey: ['shell', 'search', sent],
    queryFn: ({ signal }) => searchRecords(sent, signal),
    enabled: open && searchable(sent),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  // The recent list is read when the box opens (another tab may have added to it).
  const recent = useMemo(() => (open ? recentRecords(userId) : []), [open, userId]);

  const groups: Group[] = useMemo(() => {
    if (!typed) return recent.length ? [{ label: T.searchRecent, hits: recent }] : [];
    if (!searchable(term) || !query.data) return [];
    return SEARCH_KINDS.map((kind) => ({ label: SEARCH_KIND_LABELS[kind], hits: query.data.hits.filter((h) => h.kind === kind) })).filter(
      (g) => g.hits.length > 0,
    );
  }, [typed, recent, term, query.data]);
  const options = useMemo(() => groups.flatMap((g) => g.hits), [groups]);

  // A new list starts at its best hit.
  const [listShown, setListShown] = useState(options);
  if (listShown !== options) {
    setListShown(options);
    setActive(0);
  }

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => input.current?.focus());
    return () => clearTimeout(timer);
  }, [open]);

  const optionId = (i: number) => `${baseId}-option-${i}`;
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const openHit = (hit: SearchHit) => {
    rememberRecord(userId, hit);
    onClose();
    void navigate(hit.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const hit = options[active];
      if (hit) openHit(hit);
    }
  };

  const listId = `${baseId}-list`;
  let status: string | null = null;
  if (!typed && !recent.length) status = T.searchTooShort;
  else if (typed && !searchable(term)) status = T.searchTooShort;
  else if (typed && query.isError) status = T.searchFailed;
  else if (typed && query.data && !options.length && !query.isFetching && sent === term.trim()) status = T.searchNoMatches;

  let index = 0;
  return (
    <Modal
      title={T.searchLabel}
      open={open}
      onCancel={onClose}
      afterClose={() => setTerm('')}
      footer={null}
      width={640}
      styles={{ body: { paddingTop: 8 } }}
    >
      <Input
        ref={input}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={T.searchPlaceholder}
        maxLength={200}
        allowClear
        role="combobox"
        aria-label={T.searchLabel}
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length ? optionId(active) : undefined}
      />
      <div role="status" aria-live="polite" style={{ minHeight: 8 }}>
        {status && (
          <Typography.Text type={query.isError && typed ? 'danger' : 'secondary'} style={{ display: 'block', paddingBlock: 12 }}>
            {status}
          </Typography.Text>
        )}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={typed ? T.searchLabel : T.searchRecent}
        style={{ maxHeight: '60vh', overflowY: 'auto', opacity: query.isFetching && typed ? 0.6 : 1 }}
      >
        {groups.map((group) => {
          const headingId = `${baseId}-${group.label}`;
          return (
            <div key={group.label} role="group" aria-labelledby={headingId} style={{ marginBottom: 8 }}>
              <Typography.Text id={headingId} type="secondary" strong style={{ display: 'block', fontSize: 12, paddingBlock: 4 }}>
                {group.label}
              </Typography.Text>
              {group.hits.map((hit) => {
                const i = index++;
                const selected = i === active;
                return (
                  <div
                    key={`${hit.kind}-${hit.id}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={selected}
                    // The combobox keeps the focus (aria-activedescendant); an option is focusable only by a pointer.
                    tabIndex={-1}
                    onKeyDown={(e) => e.key === 'Enter' && openHit(hit)}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => openHit(hit)}
                    style={{
                      cursor: 'pointer',
                      padding: '6px 8px',
                      borderRadius: token.borderRadius,
                      background: selected ? token.controlItemBgActive : undefined,
                    }}
                  >
                    <div>{hit.title}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {hit.detail}
                    </Typography.Text>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </Modal>
  );
}
