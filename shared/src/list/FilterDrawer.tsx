import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Drawer, Flex, Select, Spin, Typography } from '@portal/shared/antd';
import { FilterOutlined } from '@portal/shared/icons';
import { activeFilterCount, isDateRange, rangeKeys } from './filterDefinitions';
import type { FilterDefinition } from './types';

// The filter drawer (spec 000 §2). Choices are a draft until Apply, which writes every filter at
// once (repeated query keys, page back to 1); Clear removes them all. The badge counts the active
// filters, so a filtered list never looks like the whole list.

const DateRangeField = lazy(() => import('./DateRangeField'));

export interface FilterDrawerProps {
  definitions: readonly FilterDefinition[];
  /** The applied values (from the URL), every declared key. */
  values: Record<string, readonly string[]>;
  onApply(values: Record<string, string[]>): void;
  onClear(): void;
}

type Draft = Record<string, string[]>;

const copy = (values: Record<string, readonly string[]>): Draft => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, [...v]]));

export function FilterDrawer({ definitions, values, onApply, onClear }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  // The Drawer is mounted from the first opening on: closed, it would still render and generate
  // its styles in every list's first show.
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<Draft>({});
  const count = activeFilterCount(definitions, values);

  const show = () => {
    // Start from what the URL applies now (it may have changed by navigation since last time).
    setDraft(copy(values));
    setOpen(true);
    setOpened(true);
  };
  const set = (key: string, next: string[]) => setDraft((d) => ({ ...d, [key]: next }));

  return (
    <>
      <Badge count={count} size="small">
        <Button icon={<FilterOutlined />} onClick={show} aria-label={count ? `Filters (${count} active)` : 'Filters'}>
          Filters
        </Button>
      </Badge>
      {opened && (
        <Drawer
          title="Filters"
          open={open}
          onClose={() => setOpen(false)}
          destroyOnHidden
          footer={
            <Flex justify="space-between">
              <Button
                onClick={() => {
                  onClear();
                  setOpen(false);
                }}
              >
                Clear
              </Button>
              <Button
                type="primary"
                onClick={() => {
                  onApply(draft);
                  setOpen(false);
                }}
              >
                Apply
              </Button>
            </Flex>
          }
        >
          <Flex vertical gap="middle">
            {definitions.map((d) => {
              if (isDateRange(d)) {
                const { start, end, id } = rangeKeys(d);
                const from = draft[start]?.[0];
                const to = draft[end]?.[0];
                return (
                  <Flex key={id} vertical gap={4}>
                    <Typography.Text strong>{d.label}</Typography.Text>
                    <Suspense fallback={<Spin size="small" />}>
                      <DateRangeField
                        label={d.label}
                        from={from}
                        to={to}
                        onChange={(first, last) => {
                          set(start, first ? [first] : []);
                          set(end, last ? [last] : []);
                        }}
                      />
                    </Suspense>
                  </Flex>
                );
              }
              const multiple = d.multiple !== false;
              const selected = draft[d.key] ?? [];
              return (
                <Flex key={d.key} vertical gap={4}>
                  <Typography.Text strong>{d.label}</Typography.Text>
                  <Select
                    aria-label={d.label}
                    mode={multiple ? 'multiple' : undefined}
                    allowClear
                    placeholder="All"
                    showSearch={{ optionFilterProp: 'label' }}
                    options={d.options.map((o) => ({ value: o.value, label: o.label }))}
                    value={multiple ? selected : (selected[0] ?? null)}
                    onChange={(next: string | string[] | null | undefined) =>
                      set(d.key, next === null || next === undefined ? [] : Array.isArray(next) ? next : [next])
                    }
                    style={{ width: '100%' }}
                  />
                </Flex>
              );
            })}
          </Flex>
        </Drawer>
      )}
    </>
  );
}
