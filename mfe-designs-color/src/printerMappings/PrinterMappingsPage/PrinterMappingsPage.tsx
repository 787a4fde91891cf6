import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseAsInteger, useQueryState } from 'nuqs';
import { Button } from '@portal/shared/antd';
import {
  COLOR_TABLE_PAGE_SIZES,
  COLOR_TABLE_STORAGE,
  formatTorontoDate,
  messages,
  PRINTER_FIELD_LABELS,
  readStored,
  useAllows,
  writeStored,
} from '@portal/shared';
import { ListPage, listQueryProps, parseAsDescFlag, useListState, type ListColumn, type ListState } from '@portal/shared/list';
import { fetchMappingTable, type PrinterMapping } from '../api';
import { MappingDialog } from '../components/MappingDialog';
import { designsColorKeys } from '../../queryKeys';

// Printer colour mappings on /printer_color_mappings (spec 001 §2.5, §5.5, §9; README "Decisions"):
// query search, page (0-based here, unlike the other lists), orderBy (default updatedAt), desc
// (0 ascending), rowsPerPage remembered; Add and Update in a dialog (?action=add / ?action=edit&id=NAME).

const hexCell = (hex: string) =>
  hex ? (
    <>
      <span
        style={{
          display: 'inline-block',
          width: 14,
          height: 14,
          marginRight: 4,
          verticalAlign: 'middle',
          borderRadius: 3,
          border: '1px solid #999',
          background: `#${hex}`,
        }}
      />
      {hex}
    </>
  ) : (
    ''
  );

const columns: ListColumn<PrinterMapping>[] = [
  {
    id: 'colorName',
    title: 'Color name',
    sortKey: 'colorName',
    hideable: false,
    render: (m) =>
      m.displayHex ? (
        <>
          {hexCell(m.displayHex)} {m.colorName}
        </>
      ) : (
        m.colorName
      ),
  },
  {
    id: 'audleyS2070_3_4',
    title: PRINTER_FIELD_LABELS.audleyS2070_3_4,
    sortKey: 'audleyS2070_3_4',
    render: (m) => hexCell(m.audleyS2070_3_4),
  },
  { id: 'epsonT7270', title: PRINTER_FIELD_LABELS.epsonT7270, sortKey: 'epsonT7270', render: (m) => hexCell(m.epsonT7270) },
  { id: 'epsonF6470', title: PRINTER_FIELD_LABELS.epsonF6470, sortKey: 'epsonF6470', render: (m) => hexCell(m.epsonF6470) },
  { id: 'roqNow', title: PRINTER_FIELD_LABELS.roqNow, sortKey: 'roqNow', render: (m) => hexCell(m.roqNow) },
  { id: 'equivalent', title: 'Equivalent (PMS)', sortKey: 'equivalent', render: (m) => m.equivalent ?? '' },
  { id: 'updatedAt', title: 'Updated', sortKey: 'updatedAt', firstOrder: 'desc', render: (m) => formatTorontoDate(m.updatedAt) },
];

/** The shared list state with the spec's 0-based `page` key (the shared machine counts from 1). */
function useZeroBasedPage(inner: ListState): ListState {
  const [page0, setPage0] = useQueryState('page', parseAsInteger.withOptions({ history: 'push', shallow: false }));
  const zero = Math.max(0, page0 ?? 0);
  const firstPage = () => void setPage0(null);
  const resetting =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      fn(...args);
      firstPage();
    };
  return {
    ...inner,
    page: zero + 1,
    viewKey: `${inner.viewKey}|${zero}`,
    setPage: (n: number) => void setPage0(n > 1 ? Math.floor(n) - 1 : null),
    setPageSize: resetting(inner.setPageSize),
    setSort: resetting(inner.setSort),
    toggleSort: resetting(inner.toggleSort),
    setSearch: resetting(inner.setSearch),
  };
}

export function PrinterMappingsPage() {
  const mayEdit = useAllows('printerMappingEdit');
  const stored = readStored<number>(COLOR_TABLE_STORAGE.mappings, COLOR_TABLE_PAGE_SIZES[0]);
  const inner = useListState({
    listId: 'printerMappings',
    defaultOrderBy: 'updatedAt',
    defaultOrder: 'desc',
    keys: { search: 'search', order: 'desc', page: 'p' },
    orderParser: parseAsDescFlag,
    pageSizeOptions: COLOR_TABLE_PAGE_SIZES,
    defaultPageSize: (COLOR_TABLE_PAGE_SIZES as readonly number[]).includes(stored) ? stored : COLOR_TABLE_PAGE_SIZES[0],
  });
  const list = useZeroBasedPage(inner);
  useEffect(() => writeStored(COLOR_TABLE_STORAGE.mappings, list.pageSize), [list.pageSize]);
  const input = {
    search: list.search,
    page: list.page - 1,
    rowsPerPage: list.pageSize,
    orderBy: list.orderBy,
    desc: list.order === 'desc',
  };
  const table = useQuery({
    queryKey: designsColorKeys.mappingTable(input),
    queryFn: ({ signal }) => fetchMappingTable(input, signal),
    placeholderData: keepPreviousData,
  });
  const subject = list.dialog.action === 'edit' ? table.data?.mappings.find((m) => m.colorName === list.dialog.id) : null;

  return (
    <ListPage<PrinterMapping>
      list={list}
      title="Printer Color Mappings"
      columns={columns}
      {...listQueryProps(table, { rows: (d) => d.mappings, total: (d) => d.total, failedText: messages.printerMappingsFetchFailed })}
      getRowId={(m) => m.colorName}
      onRowClick={mayEdit ? (m) => list.openDialog('edit', m.colorName) : undefined}
      exactTotal
      searchPlaceholder="Color name or equivalent"
      toolbarExtra={
        mayEdit ? (
          <Button type="primary" onClick={() => list.openDialog('add')}>
            Add / Update
          </Button>
        ) : undefined
      }
    >
      {mayEdit && list.dialog.action === 'add' && (
        <MappingDialog mapping={null} mappedNames={table.data?.mappedNames ?? []} onClose={list.closeDialog} />
      )}
      {mayEdit && subject && <MappingDialog mapping={subject} mappedNames={table.data?.mappedNames ?? []} onClose={list.closeDialog} />}
    </ListPage>
  );
}
