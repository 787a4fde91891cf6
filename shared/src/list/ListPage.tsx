import { useMemo, useRef, type ReactNode } from 'react';
import { Flex, Typography, theme } from '@portal/shared/antd';
import { messages } from '@portal/shared/core';
import { ActiveFilterTags } from './ActiveFilterTags';
import { ColumnChooser } from './ColumnChooser';
import { DataTable } from './DataTable';
import { FilterDrawer } from './FilterDrawer';
import { Pager } from './Pager';
import { pagingCount } from './pagingCount';
import { SearchBar } from './SearchBar';
import type { FilterDefinition, ListColumn, ListSelection } from './types';
import { useColumnVisibility } from './useColumnVisibility';
import type { ListState } from './useListState';
import { useRowSelection, type RowSelection } from './useRowSelection';
import { useFillWindow } from './useFillWindow';
import { useScrollRestoration } from './useScrollRestoration';

// A list screen: title, toolbar (search with search-by, filter drawer, column chooser, the screen's
// own buttons and bulk actions), active-filter tags, the table and the pager. Everything about the
// view comes from `list` (useListState, i.e. the URL); the screen brings the rows.

export interface ListPageProps<Row> {
  /** From useListState: the URL state and its setters. */
  list: ListState;
  title?: ReactNode;
  columns: readonly ListColumn<Row>[];
  /** The current page's rows; undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => string | number;
  /** Row click (and middle/ctrl-click, through a real link) opens this path: `/saved/${row.id}`. */
  getRowHref?: (row: Row) => string;
  /** For rows that open a dialog instead of a page. */
  onRowClick?: (row: Row) => void;
  rowLinkColumn?: string;
  /**
   * The list's size: its counter (spec 000 §4), or the server's total. Null/undefined or -1 when
   * there is none; the pager then works it out from short pages.
   */
  total?: number | null;
  /** `total` counts the search and filters too (returns' totalCount): trust it while filtered. */
  exactTotal?: boolean;
  loading?: boolean;
  /** A failed load: shown in the table's place, with Retry when onRetry is given. */
  error?: unknown;
  onRetry?: () => void;
  /** The filter drawer's filters (options from the server); none: no filter button. */
  filters?: readonly FilterDefinition[];
  /** Hide the search box (the list has none). */
  noSearch?: boolean;
  searchPlaceholder?: string;
  /** The screen's buttons in the toolbar (the order lists' 'Save'). */
  toolbarExtra?: ReactNode;
  /** Bulk actions, fed with the selected rows of this page; giving it turns on row checkboxes. */
  bulkActions?: (selection: ListSelection<Row>) => ReactNode;
  /** Row checkboxes without bulkActions (the screen reads `selection`). */
  selectable?: boolean;
  /** A selection the screen owns (useRowSelection(list)); else ListPage keeps its own. */
  selection?: RowSelection;
  /** Rows someone else changed since the list was opened (useLiveRows from @portal/shared/live): marked. */
  changedIds?: ReadonlySet<string | number>;
  /** Buttons at the end of each row. */
  rowActions?: (row: Row) => ReactNode;
  /** Default true. */
  columnChooser?: boolean;
  /** Pads the table to this many rows (templates: 50). */
  padToRows?: number;
  /** What an empty list says (default depends on whether a search or filter is active). */
  empty?: ReactNode;
  /** Dialogs and the like, rendered after the pager. */
  children?: ReactNode;
}

/** Ours: the spec words no empty-list text. */
export const EMPTY_LIST_TEXT = 'No records found';
export const EMPTY_SEARCH_TEXT = 'No records match the search or filters';

function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return messages.somethingWentWrong;
}

export function ListPage<Row>(props: ListPageProps<Row>) {
  const { list, columns, rows, filters, bulkActions, loading = false, error } = props;
  const { token } = theme.useToken();
  const ownSelection = useRowSelection(list);
  const selection = props.selection ?? ownSelection;
  const columnState = useColumnVisibility(list.listId, columns);
  const selectable = props.selectable ?? !!bulkActions;
  const pageRows = rows ?? [];

  const tableBox = useRef<HTMLDivElement>(null);
  const pager = useRef<HTMLDivElement>(null);
  // First: the box gets its height before the scroll is restored (a box without it holds every row
  // and cannot scroll, so Back would come to the top when the rows are already cached).
  useFillWindow(tableBox, pager, token.marginSM);
  useScrollRestoration(rows !== undefined && !loading, tableBox);
  const toTop = () => {
    window.scrollTo({ top: 0 });
    tableBox.current?.scrollTo?.({ top: 0 });
  };

  const count = props.exactTotal
    ? (props.total ?? null)
    : pagingCount({ total: props.total, filtered: list.filtered, rowsOnPage: pageRows.length, page: list.page, pageSize: list.pageSize });

  // biome-ignore lint/correctness/useExhaustiveDependencies: getRowId is often a new arrow on each render but gives a row the same id; keying on it would give bulk actions a new selection every render
  const selected = useMemo<ListSelection<Row>>(() => {
    const onPage = pageRows.filter((row) => selection.ids.has(String(props.getRowId(row))));
    return { ids: onPage.map((row) => String(props.getRowId(row))), rows: onPage, clear: selection.clear };
  }, [pageRows, selection]);

  const applySearch = (text: string) => {
    // Enter on the search already applied (on its first page) is not a new history entry.
    if (text.trim() !== list.search || list.page > 1) list.setSearch(text);
    // spec 000 §2: applying a search scrolls to the top.
    toTop();
  };
  // The pager sits below the rows: the next page starts at its top, not where this one ended.
  const changePage = (page: number) => {
    list.setPage(page);
    toTop();
  };

  return (
    <div>
      <Flex vertical gap={token.marginSM}>
        {props.title && (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {props.title}
          </Typography.Title>
        )}
        <Flex align="center" gap={token.marginXS} wrap role="toolbar" aria-label="List tools">
          {!props.noSearch && (
            <SearchBar
              value={list.search}
              searchCol={list.searchCol}
              options={list.config.searchOptions}
              onSearch={applySearch}
              onSearchColChange={list.setSearchCol}
              placeholder={props.searchPlaceholder}
            />
          )}
          {filters && filters.length > 0 && (
            <FilterDrawer definitions={filters} values={list.filterValues} onApply={list.setFilters} onClear={list.clearFilters} />
          )}
          {props.columnChooser !== false && (
            <ColumnChooser
              columns={columns}
              visibility={columnState.visibility}
              onChange={columnState.setVisible}
              onReset={columnState.reset}
            />
          )}
          {props.toolbarExtra}
          {selectable && (
            <Flex align="center" gap={token.marginXS} style={{ marginInlineStart: 'auto' }}>
              {selected.ids.length > 0 && (
                <Typography.Text type="secondary" aria-live="polite">{`${selected.ids.length} selected`}</Typography.Text>
              )}
              {bulkActions?.(selected)}
            </Flex>
          )}
        </Flex>
        <ActiveFilterTags
          definitions={filters ?? []}
          values={list.filterValues}
          onRemove={list.removeFilterValue}
          onRemoveKeys={(keys) => keys.forEach((key) => list.setFilter(key, []))}
          onClearAll={list.clearFilters}
        />
        <DataTable<Row>
          aria-label={typeof props.title === 'string' ? props.title : undefined}
          columns={columns}
          rows={pageRows}
          getRowId={props.getRowId}
          getRowHref={props.getRowHref}
          onRowClick={props.onRowClick}
          rowLinkColumn={props.rowLinkColumn}
          sort={{ orderBy: list.orderBy, order: list.order }}
          onSort={list.toggleSort}
          selectedIds={selectable ? selection.ids : undefined}
          onSelectedIdsChange={selectable ? selection.setIds : undefined}
          columnVisibility={columnState.visibility}
          rowActions={props.rowActions}
          changedIds={props.changedIds}
          loading={loading || rows === undefined}
          error={error ? errorText(error) : undefined}
          onRetry={props.onRetry}
          empty={props.empty ?? (list.filtered ? EMPTY_SEARCH_TEXT : EMPTY_LIST_TEXT)}
          padToRows={props.padToRows}
          scrollRef={tableBox}
        />
        <div ref={pager}>
          {!error && rows !== undefined && (
            <Pager
              page={list.page}
              pageSize={list.pageSize}
              count={count}
              rowsOnPage={pageRows.length}
              onPageChange={changePage}
              pageSizeOptions={list.config.pageSizeOptions}
              onPageSizeChange={list.config.pageSizeOptions ? list.setPageSize : undefined}
              disabled={loading}
            />
          )}
        </div>
      </Flex>
      {props.children}
    </div>
  );
}
