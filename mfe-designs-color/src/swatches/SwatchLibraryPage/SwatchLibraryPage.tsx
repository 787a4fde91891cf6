import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex } from '@portal/shared/antd';
import {
  COLOR_TABLE_PAGE_SIZES,
  COLOR_TABLE_STORAGE,
  DESIGN_COLOR_MESSAGES,
  formatTorontoDate,
  readStored,
  useAllows,
  writeStored,
} from '@portal/shared';
import { ListPage, listQueryProps, parseAsDescFlag, useListState, type ListColumn } from '@portal/shared/list';
import { fetchSwatchTable, type Swatch } from '../api';
import { AddLibraryDialog, DeleteSwatchDialog, EditSwatchDialog } from '../components/SwatchDialogs';
import { designsColorKeys } from '../../queryKeys';

// The AI swatch library (spec 001 §2.4, §4.3, §5.4, §9), on /ai_swatches (README "Decisions": the
// spec does not show its route). Search, sortable columns, 50/100/200 rows remembered on the device;
// artist managers add libraries and edit or delete swatches, except in locked libraries.

const chip = (hex: string) => (
  <span
    style={{
      display: 'inline-block',
      width: 16,
      height: 16,
      marginRight: 6,
      verticalAlign: 'middle',
      borderRadius: 3,
      border: '1px solid #999',
      background: `#${hex}`,
    }}
  />
);

const columns: ListColumn<Swatch>[] = [
  { id: 'colorName', title: 'Color Name', sortKey: 'colorName', hideable: false },
  {
    id: 'rgbHex',
    title: 'RGB Hex',
    sortKey: 'rgbHex',
    render: (s) => (
      <>
        {chip(s.rgbHex)}
        {`#${s.rgbHex}`}
      </>
    ),
  },
  { id: 'libraryName', title: 'Library', sortKey: 'libraryName', render: (s) => (s.locked ? `${s.libraryName} (locked)` : s.libraryName) },
  { id: 'groupName', title: 'Group', sortKey: 'groupName' },
  { id: 'updatedAt', title: 'Last Modified', sortKey: 'updatedAt', firstOrder: 'desc', render: (s) => formatTorontoDate(s.updatedAt) },
];

export function SwatchLibraryPage() {
  const mayEdit = useAllows('swatchEdit');
  const stored = readStored<number>(COLOR_TABLE_STORAGE.swatches, COLOR_TABLE_PAGE_SIZES[0]);
  const list = useListState({
    listId: 'aiSwatches',
    defaultOrderBy: 'colorName',
    defaultOrder: 'asc',
    keys: { search: 'search', order: 'desc' },
    orderParser: parseAsDescFlag,
    pageSizeOptions: COLOR_TABLE_PAGE_SIZES,
    defaultPageSize: (COLOR_TABLE_PAGE_SIZES as readonly number[]).includes(stored) ? stored : COLOR_TABLE_PAGE_SIZES[0],
  });
  // spec 001 §9 "remembered as rowsPerPage": the size chosen last is the default next time.
  useEffect(() => writeStored(COLOR_TABLE_STORAGE.swatches, list.pageSize), [list.pageSize]);
  const input = { search: list.search, page: list.page, rowsPerPage: list.pageSize, orderBy: list.orderBy, desc: list.order === 'desc' };
  const table = useQuery({
    queryKey: designsColorKeys.swatchTable(input),
    queryFn: ({ signal }) => fetchSwatchTable(input, signal),
    placeholderData: keepPreviousData,
  });
  const libraries = table.data?.libraries ?? [];
  const subject = table.data?.swatches.find((s) => String(s.id) === list.dialog.id);

  return (
    <ListPage<Swatch>
      list={list}
      title="AI Swatch Library"
      columns={columns}
      {...listQueryProps(table, { rows: (d) => d.swatches, total: (d) => d.total, failedText: DESIGN_COLOR_MESSAGES.swatchesFetchFailed })}
      getRowId={(s) => s.id}
      exactTotal
      searchPlaceholder="Color, hex, library or group"
      toolbarExtra={
        mayEdit ? (
          <Button type="primary" onClick={() => list.openDialog('add')}>
            Add Library
          </Button>
        ) : undefined
      }
      rowActions={
        mayEdit
          ? (s) =>
              s.locked ? null : (
                <Flex gap={4}>
                  <Button size="small" onClick={() => list.openDialog('edit', s.id)}>
                    Edit
                  </Button>
                  <Button size="small" danger onClick={() => list.openDialog('delete', s.id)}>
                    Delete
                  </Button>
                </Flex>
              )
          : undefined
      }
    >
      {mayEdit && list.dialog.action === 'add' && <AddLibraryDialog libraries={libraries} onClose={list.closeDialog} />}
      {mayEdit && list.dialog.action === 'edit' && subject && !subject.locked && (
        <EditSwatchDialog swatch={subject} libraries={libraries} onClose={list.closeDialog} />
      )}
      {mayEdit && list.dialog.action === 'delete' && subject && !subject.locked && (
        <DeleteSwatchDialog swatch={subject} onClose={list.closeDialog} />
      )}
    </ListPage>
  );
}
