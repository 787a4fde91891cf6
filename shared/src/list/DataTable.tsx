import { useId, useMemo, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowSelectionState } from '@tanstack/react-table';
import { Alert, Button, Empty, Spin, theme } from '@portal/shared/antd';
import { CaretDownOutlined, CaretUpOutlined } from '@portal/shared/icons';
import { dataTableCss } from './dataTableCss';
import { visibilityOf } from './useColumnVisibility';
import type { ListColumn, SortOrder } from './types';

// The one table of the portal: a real <table> (one <tr> per row) with @tanstack/react-table as the
// engine in manual mode (the server sorts and pages), styled from antd's tokens. Not antd's Table:
// its virtual DOM and measuring do not fit a server-paged list whose rows are links.
//
// A page of 50 rows is drawn on the way to every list's first paint, so its checkboxes are native
// inputs in antd's primary colour: antd's Checkbox costs 0.8 ms each on a first render (about 40 ms
// of the order list's, measured in Chromium on this machine).

export interface DataTableProps<Row> {
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string | number;
  /** Where a row leads: row click navigates there, and the row's link cell is a real link. */
  getRowHref?: (row: Row) => string;
  /** For rows that open something other than a page (a dialog). Ignored when getRowHref is set. */
  onRowClick?: (row: Row) => void;
  /** The column whose cell holds the row's link (default: the first visible column). */
  rowLinkColumn?: string;
  /** Current sort, as the API's column name. */
  sort?: { orderBy: string; order: SortOrder };
  onSort?: (sortKey: string, firstOrder: SortOrder) => void;
  /** Rows someone else changed since the list was opened (useLiveRows): marked, with a title saying so. */
  changedIds?: ReadonlySet<string | number>;
  /** Selected row ids; with onSelectedIdsChange, the table shows row checkboxes and select-all. */
  selectedIds?: ReadonlySet<string>;
  onSelectedIdsChange?: (ids: Set<string>) => void;
  /** Column id -> shown; missing ids follow their column's defaultHidden. */
  columnVisibility?: Record<string, boolean>;
  /** Buttons at the end of each row (clicking them never opens the row). */
  rowActions?: (row: Row) => ReactNode;
  /** Keeps the rows on screen, dimmed, under a spinner. */
  loading?: boolean;
  /** Shown instead of the rows when loading failed. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What an empty list says. */
  empty?: ReactNode;
  /** Pads the body with blank rows up to this count (spec 000 §2: templates pad to 50). */
  padToRows?: number;
  'aria-label'?: string;
  /**
   * The scrolling box: ListPage gives it its height (useFillWindow: the window's rest, so the
   * header stays in view and the link column stays put while the rows scroll either way) and
   * remembers its position for Back.
   */
  scrollRef?: Ref<HTMLDivElement>;
}

const SELECT = '__select';
/** Ours: what a row changed by someone else says on hover. */
export const CHANGED_TITLE = 'Changed by someone else since you opened this list';
/** The select column's width; the frozen link column starts after it. */
const SELECT_WIDTH = 40;
const ACTIONS = '__actions';

/** Clicks on these (or inside them) belong to the control, not to the row. */
const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="menuitem"], [role="combobox"], [data-row-click="ignore"]';

function cellValue<Row>(column: ListColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.id];
  return value === null || value === undefined ? '' : (value as ReactNode);
}

/** A cell cut short by its column's width shows its whole text on hover. */
function showCutText(event: MouseEvent<HTMLTableElement>) {
  const cell = (event.target as Element).closest?.('tbody td');
  if (cell instanceof HTMLElement && !cell.title && cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    columns,
    rows,
    getRowId,
    getRowHref,
    onRowClick,
    sort,
    onSort,
    selectedIds,
    onSelectedIdsChange,
    rowActions,
    loading = false,
    error,
    onRetry,
    empty,
    padToRows,
  } = props;
  const { token } = theme.useToken();
  const scope = useId();
  const navigate = useNavigate();
  const selectable = !!onSelectedIdsChange;
  const idOf = (row: Row) => String(getRowId(row));
  // Row ids are strings here; a live change names a record by its number.
  const changedRow = (id: string) => !!props.changedIds && (props.changedIds.has(id) || props.changedIds.has(Number(id)));

  const visibility = useMemo(() => visibilityOf(columns, props.columnVisibility), [columns, props.columnVisibility]);
  const linkColumn = props.rowLinkColumn ?? columns.find((c) => visibility[c.id])?.id;

  // Selected ids that are not on this page (a refetch dropped them) do not count: a bulk action
  // never touches rows the user cannot see.
  // biome-ignore lint/correctness/useExhaustiveDependencies: getRowId is often a new arrow on each render but gives a row the same id; keying on it would rebuild the selection every render
  const rowSelection = useMemo<RowSelectionState>(() => {
    const state: RowSelectionState = {};
    for (const row of rows) if (selectedIds?.has(idOf(row))) state[idOf(row)] = true;
    return state;
  }, [rows, selectedIds]);
  const selectedCount = Object.keys(rowSelection).length;

  const defs = useMemo<ColumnDef<Row>[]>(() => {
    const list: ColumnDef<Row>[] = columns.map((column) => ({
      id: column.id,
      header: () => column.title,
      cell: ({ row }) => {
        const content = cellValue(column, row.original);
        const href = getRowHref && column.id === linkColumn ? getRowHref(row.original) : undefined;
        return href ? (
          <Link to={href} className="data-table-row-link" data-row-link="">
            {content}
          </Link>
        ) : (
          content
        );
      },
      enableSorting: !!column.sortKey,
      enableHiding: column.hideable !== false,
      meta: { column },
    }));
    if (selectable) list.unshift({ id: SELECT, enableSorting: false, enableHiding: false });
    if (rowActions) list.push({ id: ACTIONS, enableSorting: false, enableHiding: false, cell: ({ row }) => rowActions(row.original) });
    return list;
  }, [columns, getRowHref, linkColumn, selectable, rowActions]);

  const sortedColumn = sort ? columns.find((c) => c.sortKey === sort.orderBy) : undefined;

  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => idOf(row),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableRowSelection: selectable,
    enableSortingRemoval: false,
    state: {
      rowSelection,
      columnVisibility: visibility,
      sorting: sortedColumn && sort ? [{ id: sortedColumn.id, desc: sort.order === 'desc' }] : [],
    },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      onSelectedIdsChange?.(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });

  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = visibleColumns.length;
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const someSelected = selectedCount > 0 && !allSelected;
  const clickable = !!getRowHref || !!onRowClick;
  // Frozen when the rows scroll sideways: the checkboxes and the column that names the row.
  const frozenLeft = (columnId: string): number | undefined =>
    columnId === SELECT ? 0 : columnId === linkColumn ? (selectable ? SELECT_WIDTH : 0) : undefined;

  function openRow(row: Row, event: MouseEvent<HTMLTableRowElement>, newTab: boolean) {
    const target = event.target as Element;
    // Portaled popups (a row action's menu) bubble through React to the row: not a row click.
    if (!event.currentTarget.contains(target)) return;
    if (target.closest(INTERACTIVE)) return;
    // Selecting text in a row is not a click on it.
    if (window.getSelection()?.toString()) return;
    if (getRowHref) {
      if (newTab) {
        const anchor = event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]');
        window.open(anchor?.href ?? getRowHref(row), '_blank', 'noopener');
      } else {
        navigate(getRowHref(row));
      }
    } else if (!newTab) {
      onRowClick?.(row);
    }
  }

  function headerCell(columnId: string, column: ListColumn<Row> | undefined) {
    if (columnId === SELECT) {
      return (
        <input
          type="checkbox"
          aria-label="Select all rows"
          checked={allSelected}
          // Browsers tell screen readers "mixed" for an indeterminate box.
          ref={(box) => {
            if (box) box.indeterminate = someSelected;
          }}
          disabled={rows.length === 0}
          onChange={() => table.toggleAllRowsSelected(!allSelected)}
        />
      );
    }
    if (columnId === ACTIONS || !column) return null;
    if (!column.sortKey || !onSort) return column.title;
    const active = sort?.orderBy === column.sortKey ? sort.order : undefined;
    return (
      <button type="button" className="data-table-sort" onClick={() => onSort(column.sortKey!, column.firstOrder ?? 'asc')}>
        {column.title}
        <span className="data-table-sort-icons" aria-hidden>
          <CaretUpOutlined data-active={active === 'asc' ? '' : undefined} />
          <CaretDownOutlined data-active={active === 'desc' ? '' : undefined} />
        </span>
      </button>
    );
  }

  function stateRow(content: ReactNode) {
    return (
      <tr className="data-table-state">
        <td colSpan={columnCount}>{content}</td>
      </tr>
    );
  }

  let body: ReactNode;
  if (error) {
    body = stateRow(
      <Alert
        type="error"
        showIcon
        title={error}
        action={
          onRetry ? (
            <Button size="small" onClick={onRetry}>
              Retry
            </Button>
          ) : undefined
        }
      />,
    );
  } else if (rows.length === 0) {
    body = stateRow(
      loading ? <Spin aria-label="Loading" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty ?? 'No records found'} />,
    );
  } else {
    const filler = padToRows ? Math.max(0, padToRows - rows.length) : 0;
    body = (
      <>
        {table.getRowModel().rows.map((row) => (
          <tr
            key={row.id}
            data-row-id={row.id}
            data-changed={changedRow(row.id) ? '' : undefined}
            title={changedRow(row.id) ? CHANGED_TITLE : undefined}
            data-clickable={clickable ? '' : undefined}
            aria-selected={selectable ? row.getIsSelected() : undefined}
            onClick={clickable ? (e) => openRow(row.original, e, e.ctrlKey || e.metaKey || e.shiftKey) : undefined}
            onAuxClick={clickable ? (e) => e.button === 1 && openRow(row.original, e, true) : undefined}
          >
            {row.getVisibleCells().map((cell) => {
              const column = (cell.column.columnDef.meta as { column?: ListColumn<Row> } | undefined)?.column;
              if (cell.column.id === SELECT) {
                return (
                  <td key={cell.id} className="data-table-select" data-row-click="ignore" data-frozen="" style={{ left: 0 }}>
                    <input
                      type="checkbox"
                      aria-label={`Select row ${row.id}`}
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                );
              }
              return (
                <td
                  key={cell.id}
                  data-row-click={cell.column.id === ACTIONS ? 'ignore' : undefined}
                  data-frozen={frozenLeft(cell.column.id) === undefined ? undefined : ''}
                  style={{ textAlign: column?.align, left: frozenLeft(cell.column.id) }}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              );
            })}
          </tr>
        ))}
        {Array.from({ length: filler }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filler rows are identical and empty
          <tr key={`filler-${i}`} data-filler="" aria-hidden>
            <td colSpan={columnCount}>&nbsp;</td>
          </tr>
        ))}
      </>
    );
  }

  return (
    <div
      ref={props.scrollRef}
      data-table-box=""
      style={{
        position: 'relative',
        overflow: 'auto',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <style>{dataTableCss(scope, token)}</style>
      {/* biome-ignore lint/a11y/useKeyWithMouseEvents: the hover only adds a title (a tooltip) to a cut-off cell; its text is already in the cell for assistive technology, and a title shows on no focus */}
      <table data-table-scope={scope} aria-label={props['aria-label']} aria-busy={loading || undefined} onMouseOver={showCutText}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = (header.column.columnDef.meta as { column?: ListColumn<Row> } | undefined)?.column;
                const sortable = !!column?.sortKey && !!onSort;
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={header.column.id === SELECT ? 'data-table-select' : undefined}
                    data-frozen={frozenLeft(header.column.id) === undefined ? undefined : ''}
                    style={{ width: column?.width, textAlign: column?.align, left: frozenLeft(header.column.id) }}
                    aria-sort={sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                    data-sortable={sortable ? '' : undefined}
                    // A click anywhere in a sortable header sorts, not only on its words: the cell's own
                    // padding is the header's too. The button inside stays the keyboard's way to it.
                    onClick={
                      sortable
                        ? (event) => event.target === event.currentTarget && onSort!(column.sortKey!, column.firstOrder ?? 'asc')
                        : undefined
                    }
                  >
                    {headerCell(header.column.id, column)}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody aria-busy={loading && rows.length > 0 ? true : undefined}>{body}</tbody>
      </table>
      {loading && rows.length > 0 && (
        // Near the top rather than centred: a 50-row table's centre is often off screen.
        <div style={{ position: 'absolute', inset: 0, display: 'flex', justifyContent: 'center', paddingTop: token.paddingXL * 2 }}>
          <Spin aria-label="Loading" />
        </div>
      )}
    </div>
  );
}
