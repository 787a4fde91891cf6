import { Button, Flex, Tag } from '@portal/shared/antd';
import { isDateRange, rangeKeys } from './filterDefinitions';
import type { FilterDefinition } from './types';

// The active filters as removable tags above the table, so a filtered list says so and each filter
// is one click away from gone. Values whose options have not loaded yet show as they are.

export interface ActiveFilterTagsProps {
  definitions: readonly FilterDefinition[];
  values: Record<string, readonly string[]>;
  onRemove(key: string, value: string): void;
  /** Removes a whole filter (both keys of a date range). */
  onRemoveKeys(keys: string[]): void;
  onClearAll(): void;
}

interface TagItem {
  id: string;
  text: string;
  remove(): void;
}

export function ActiveFilterTags({ definitions, values, onRemove, onRemoveKeys, onClearAll }: ActiveFilterTagsProps) {
  const items: TagItem[] = [];
  const described = new Set<string>();
  for (const d of definitions) {
    if (isDateRange(d)) {
      const { start, end, id } = rangeKeys(d);
      described.add(start).add(end);
      const from = values[start]?.[0];
      const to = values[end]?.[0];
      if (from || to) {
        items.push({ id, text: `${d.label}: ${from ?? '…'} – ${to ?? '…'}`, remove: () => onRemoveKeys([start, end]) });
      }
      continue;
    }
    described.add(d.key);
    for (const value of values[d.key] ?? []) {
      const label = d.options.find((o) => o.value === value)?.label ?? value;
      items.push({ id: `${d.key}=${value}`, text: `${d.label}: ${label}`, remove: () => onRemove(d.key, value) });
    }
  }
  // Keys the screen declares without a definition (forced by the route, or options not loaded).
  for (const [key, list] of Object.entries(values)) {
    if (described.has(key)) continue;
    for (const value of list) items.push({ id: `${key}=${value}`, text: `${key}: ${value}`, remove: () => onRemove(key, value) });
  }
  if (items.length === 0) return null;

  return (
    <Flex wrap gap={4} align="center" role="list" aria-label="Active filters">
      {items.map((item) => (
        <span role="listitem" key={item.id}>
          <Tag closable={{ 'aria-label': `Remove ${item.text}` }} onClose={item.remove}>
            {item.text}
          </Tag>
        </span>
      ))}
      {items.length > 1 && (
        <Button type="link" size="small" onClick={onClearAll}>
          Clear all
        </Button>
      )}
    </Flex>
  );
}
