import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Tag } from '@portal/shared/antd';
import {
  DROP_DEFAULT_SEARCH_COL,
  DROP_DEFAULT_SORT,
  DROP_FILTER_KEYS,
  DROP_SEARCH_COLUMNS,
  formatTorontoDate,
  messages,
  useAllows,
} from '@portal/shared';
import { ListPage, listQueryProps, listQuery, useListState, type ListColumn } from '@portal/shared/list';
import { fetchDrops, type DropRow } from '../api';
import { cacheDrops, cachedDrops, dropFilters, dropsInput, type DropsKind } from '../dropsQuery';
import { designsColorKeys } from '../../queryKeys';
import { AddDropDialog } from '../components/AddDropDialog';

// /drops and /drops_screen (spec 002 "Drops", §9): the catalogue of art templates, 50 a page, most
// used first (usage is derived from orders: README), search column id, the filter drawer (active,
// method, logoRequired, tags; /drops_screen forces method SCRP), the last answer cached on the device.

const columns: ListColumn<DropRow>[] = [
  {
    id: 'image',
    title: 'Image',
    render: (d) => (d.image ? <img src={d.image} alt={`Drop ${d.id}`} width={48} height={48} loading="lazy" /> : ''),
  },
  { id: 'id', title: 'ID', sortKey: 'id', hideable: false },
  { id: 'code', title: 'Code' },
  { id: 'name', title: 'Name', sortKey: 'name' },
  { id: 'methods', title: 'Methods', render: (d) => d.methods.map((m) => m.name).join(', ') },
  { id: 'lines', title: 'Lines', render: (d) => d.lines.join(', ') },
  { id: 'size', title: 'Size', render: (d) => `${d.width} × ${d.height} in` },
  { id: 'locations', title: 'Locations', defaultHidden: true, render: (d) => d.locations.map((l) => l.name).join(', ') },
  { id: 'startDate', title: 'Start', sortKey: 'startDate', render: (d) => (d.startDate ? formatTorontoDate(d.startDate) : '') },
  { id: 'endDate', title: 'End', sortKey: 'endDate', render: (d) => (d.endDate ? formatTorontoDate(d.endDate) : '') },
  { id: 'logoRequired', title: 'Logo Required', render: (d) => (d.logoRequired ? 'Yes' : 'No') },
  { id: 'tags', title: 'Tags', render: (d) => d.tags.map((t) => <Tag key={t}>{t}</Tag>) },
  { id: 'usage', title: 'Usage', sortKey: 'usage', align: 'right', firstOrder: 'desc' },
  { id: 'active', title: 'Active', render: (d) => (d.active ? 'Yes' : 'No') },
];

export function DropsPage({ kind }: { kind: DropsKind }) {
  const list = useListState({
    listId: `drops.${kind}`,
    defaultOrderBy: DROP_DEFAULT_SORT,
    defaultOrder: 'desc',
    keys: { order: 'orderByOrder' },
    filterKeys: kind === 'dropsScreen' ? DROP_FILTER_KEYS.filter((k) => k !== 'method') : DROP_FILTER_KEYS,
    searchOptions: DROP_SEARCH_COLUMNS,
    defaultSearchCol: DROP_DEFAULT_SEARCH_COL,
  });
  const mayAdd = useAllows('dropAdd');
  const input = dropsInput(listQuery(list), kind);
  const rows = useQuery({
    queryKey: designsColorKeys.drops(input),
    queryFn: ({ signal }) => fetchDrops(input, signal),
    placeholderData: keepPreviousData,
    initialData: () => cachedDrops(input),
    initialDataUpdatedAt: 0,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an answer arrives, filed under the input it answers; on a new input alone rows.data is still the previous answer (placeholder) and must not be filed under it
  useEffect(() => {
    if (rows.data && rows.isFetchedAfterMount) cacheDrops(input, rows.data);
  }, [rows.data, rows.isFetchedAfterMount]);
  const tagsOnScreen = (rows.data?.drops ?? []).flatMap((d) => d.tags);

  return (
    <ListPage<DropRow>
      list={list}
      title={kind === 'dropsScreen' ? 'Drops (Screen Print)' : 'Drops'}
      columns={columns}
      {...listQueryProps(rows, { rows: (d) => d.drops, total: (d) => d.total, failedText: messages.somethingWentWrong })}
      getRowId={(d) => d.id}
      filters={dropFilters(kind, tagsOnScreen, list.filterValues.tags ?? [])}
      toolbarExtra={
        mayAdd ? (
          <Button type="primary" onClick={() => list.openDialog('add')}>
            Add Drop
          </Button>
        ) : undefined
      }
    >
      {mayAdd && list.dialog.action === 'add' && <AddDropDialog onClose={list.closeDialog} />}
    </ListPage>
  );
}

export const AllDropsPage = () => <DropsPage kind="drops" />;
export const DropsScreenPage = () => <DropsPage kind="dropsScreen" />;
