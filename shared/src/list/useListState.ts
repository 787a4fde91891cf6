import { useCallback, useMemo, useState } from 'react';
import {
  createLoader,
  createParser,
  parseAsInteger,
  parseAsNativeArrayOf,
  parseAsString,
  parseAsStringLiteral,
  useQueryStates,
  type ParserMap,
  type SingleParserBuilder,
} from 'nuqs';
import { PAGE_SIZE, STORAGE_KEYS } from '@portal/shared/core';
import { readStored, writeStored } from '@portal/shared/platform';
import type { SearchOption, SortOrder } from './types';

// The query string is the single source of truth for a list (ARCHITECTURE.md, spec 000 §2): page,
// sort, search, search column, filters and an open dialog all live in it, so a reload, a pasted
// link, Back from a detail page and a drawer link to the bare path all land on exactly the view
// the URL describes. Nothing about the view is kept in React state or storage, except the search
// column the user last chose (spec 000 §9: remembered on the device, used when the URL has none).

/** The names of the list's query-string keys. Screens whose spec uses other names rename them. */
export interface ListUrlKeys {
  page: string;
  order: string;
  orderBy: string;
  /** The search text. */
  search: string;
  searchCol: string;
  /** Only read when the config has `pageSizeOptions`. */
  pageSize: string;
  /** The open dialog's name (`?action=delete`). */
  action: string;
  /** The open dialog's subject, repeated for several (`&id=12&id=13`). */
  id: string;
}

/** spec 000 §2 names (the order lists, templates, designs, events, products, license SKUs). */
export const DEFAULT_LIST_KEYS: ListUrlKeys = {
  page: 'page',
  order: 'order',
  orderBy: 'orderBy',
  search: 'filter',
  searchCol: 'searchCol',
  pageSize: 'rowsPerPage',
  action: 'action',
  id: 'id',
};

/** How the sort direction is written in the URL. */
export type OrderParser = SingleParserBuilder<SortOrder>;

/** `order=asc|desc` (the default). */
export const parseAsSortOrder: OrderParser = parseAsStringLiteral(['asc', 'desc'] as const);

/** `desc=1|0` (spec 001 returns list: "desc (1 or 0; default descending)"). */
export const parseAsDescFlag: OrderParser = createParser<SortOrder>({
  parse: (value) => (value === '1' ? 'desc' : value === '0' ? 'asc' : null),
  serialize: (order) => (order === 'desc' ? '1' : '0'),
});

export interface ListStateConfig {
  /** Names the list on the device (remembered search column, visible columns): 'orders.saved'. */
  listId: string;
  /** The API column the list is sorted by when the URL says nothing (orders: 'updated_at'). */
  defaultOrderBy: string;
  /** Default 'desc' (spec 000 §9: orders sort updated_at descending). */
  defaultOrder?: SortOrder;
  /** The filter keys the screen declares; each is a repeated query key (`?status=1&status=2`). */
  filterKeys?: readonly string[];
  /** The search-by options this user may use (hide privileged ones before passing them). */
  searchOptions?: readonly SearchOption[];
  /** The search column when the URL has none and the device remembers none (orders: 'order'). */
  defaultSearchCol?: string;
  /** Renames of the query-string keys (returns: `{ search: 'search', order: 'desc' }`). */
  keys?: Partial<ListUrlKeys>;
  /** How `order` is written (returns: parseAsDescFlag). */
  orderParser?: OrderParser;
  /** When set, the page size is chosen by the user and kept in the URL under `keys.pageSize`. */
  pageSizeOptions?: readonly number[];
  /** Default PAGE_SIZE (50, spec 000 §9). */
  defaultPageSize?: number;
  /**
   * How a change is recorded in the browser history. Default 'push': Back undoes a page, sort,
   * search or filter change, like any other navigation.
   */
  history?: 'push' | 'replace';
}

export interface ListDialogState {
  action: string | null;
  ids: string[];
  /** The first id, for dialogs about one thing. */
  id: string | null;
}

/** What the API call needs; a stable value to key a query with. */
export interface ListQuery {
  page: number;
  pageSize: number;
  order: SortOrder;
  orderBy: string;
  search: string;
  searchCol: string;
  /** Only the filters with values. */
  filters: Record<string, string[]>;
}

export interface ListState extends ListQuery {
  listId: string;
  /** Every declared filter key, empty array when not set. */
  filterValues: Record<string, string[]>;
  dialog: ListDialogState;
  /** A search or a filter is active (spec 000 §4: the counter does not describe the rows then). */
  filtered: boolean;
  /** Changes whenever the rows on screen would: selection is cleared when it does. */
  viewKey: string;
  config: ListStateConfig;
  keys: ListUrlKeys;

  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSort(orderBy: string, order: SortOrder): void;
  /** Header click: flips the order on the sorted column, else sorts by it in `firstOrder`. */
  toggleSort(orderBy: string, firstOrder?: SortOrder): void;
  /** Applies a search (with its column, so the link reproduces it on any device). */
  setSearch(text: string, searchCol?: string): void;
  /** Chooses the search column and remembers it on the device. */
  setSearchCol(searchCol: string): void;
  /** Writes every declared filter at once: keys missing from `values` are cleared. */
  setFilters(values: Record<string, readonly string[]>): void;
  setFilter(key: string, values: readonly string[]): void;
  removeFilterValue(key: string, value: string): void;
  clearFilters(): void;
  openDialog(action: string, ids?: string | number | readonly (string | number)[]): void;
  closeDialog(): void;
  /** Back to the bare path: everything at its default. */
  reset(): void;
}

const filterField = (key: string) => `f.${key}`;

function buildParsers(config: ListStateConfig) {
  const defaultPageSize = config.defaultPageSize ?? PAGE_SIZE;
  const parsers = {
    page: parseAsInteger.withDefault(1),
    order: (config.orderParser ?? parseAsSortOrder).withDefault(config.defaultOrder ?? 'desc'),
    orderBy: parseAsString.withDefault(config.defaultOrderBy),
    search: parseAsString.withDefault(''),
    // No default: the effective column falls back to the device's memory, and a chosen column is
    // always written so that a pasted link searches the same column on any device.
    searchCol: parseAsString,
    pageSize: parseAsInteger.withDefault(defaultPageSize),
    action: parseAsString,
    id: parseAsNativeArrayOf(parseAsString),
    // The key map is built at run time (the filter keys come from the screen).
  } as ParserMap;
  for (const key of config.filterKeys ?? []) parsers[filterField(key)] = parseAsNativeArrayOf(parseAsString);
  return parsers;
}

function buildUrlKeys(config: ListStateConfig, keys: ListUrlKeys) {
  const urlKeys: Record<string, string> = { ...keys };
  for (const key of config.filterKeys ?? []) urlKeys[filterField(key)] = key;
  return urlKeys;
}

function pickSearchCol(config: ListStateConfig, fromUrl: string | null, remembered: string | null): string {
  const allowed = config.searchOptions?.map((o) => o.value);
  // A column this user may not use (hidden option, stale link) falls back to the next source.
  const ok = (col: string | null): col is string => !!col && (!allowed || allowed.includes(col));
  if (ok(fromUrl)) return fromUrl;
  if (ok(remembered)) return remembered;
  if (ok(config.defaultSearchCol ?? null)) return config.defaultSearchCol!;
  return allowed?.[0] ?? config.defaultSearchCol ?? '';
}

const toIds = (ids: string | number | readonly (string | number)[] | undefined) =>
  ids === undefined ? [] : (Array.isArray(ids) ? ids : [ids]).map(String);

const nonEmpty = (values: readonly string[] | undefined) => (values && values.length ? [...values] : null);

/** What the URL's values mean: defaults applied, page and page size made valid, filters split out. */
function readValues(config: ListStateConfig, filterKeys: readonly string[], values: Record<string, unknown>, remembered: string | null) {
  const defaultPageSize = config.defaultPageSize ?? PAGE_SIZE;
  const pageSize =
    config.pageSizeOptions && config.pageSizeOptions.includes(values.pageSize as number) ? (values.pageSize as number) : defaultPageSize;
  const filterValues: Record<string, string[]> = {};
  const filters: Record<string, string[]> = {};
  for (const key of filterKeys) {
    const v = (values[filterField(key)] as string[] | null) ?? [];
    filterValues[key] = v;
    if (v.length) filters[key] = v;
  }
  return {
    page: Math.max(1, Math.floor(Number(values.page) || 1)),
    pageSize,
    order: values.order as SortOrder,
    orderBy: values.orderBy as string,
    search: (values.search as string).trim(),
    searchCol: pickSearchCol(config, values.searchCol as string | null, remembered),
    filters,
    filterValues,
  };
}

/**
 * The ListQuery a query string (`?page=2&status=1`) gives, as useListState reads it, outside React:
 * a screen starts loading its first page with it while its code and frame are still on the way.
 */
export function readListQuery(config: ListStateConfig, search: string): ListQuery {
  const keys: ListUrlKeys = { ...DEFAULT_LIST_KEYS, ...config.keys };
  const values = createLoader(buildParsers(config), { urlKeys: buildUrlKeys(config, keys) })(new URLSearchParams(search));
  const { filterValues: _all, ...query } = readValues(
    config,
    config.filterKeys ?? [],
    values,
    readStored<string | null>(STORAGE_KEYS.searchColumn, null),
  );
  return query;
}

/** The list's state, read from and written to the query string. */
export function useListState(config: ListStateConfig): ListState {
  // Screens may pass a new config object on every render; what the hook builds from it changes only
  // with its content, so nuqs keeps one subscription.
  const signature = JSON.stringify([
    config.filterKeys ?? [],
    config.defaultOrderBy,
    config.defaultOrder,
    config.defaultPageSize,
    config.keys ?? {},
  ]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: signature stands for the config's content (screens may pass a new object each render); keying on config itself would give nuqs new parsers every render
  const { keys, parsers, urlKeys, filterKeys } = useMemo(() => {
    const keys: ListUrlKeys = { ...DEFAULT_LIST_KEYS, ...config.keys };
    return { keys, parsers: buildParsers(config), urlKeys: buildUrlKeys(config, keys), filterKeys: [...(config.filterKeys ?? [])] };
  }, [signature, config.orderParser]);

  const [values, setValues] = useQueryStates(parsers, {
    urlKeys,
    history: config.history ?? 'push',
    // Non-shallow updates go through react-router's navigate, so useLocation() (and with it the
    // history entry's key, which scroll restoration uses) follows every list change.
    shallow: false,
  });

  const searchColKey = STORAGE_KEYS.searchColumn;
  const [rememberedVersion, setRememberedVersion] = useState(0);
  // Re-read when the list changes or the user chooses a column (rememberedVersion).
  // biome-ignore lint/correctness/useExhaustiveDependencies: rememberedVersion is the trigger: the device's memory is read again after the user chooses a column
  const remembered = useMemo(() => readStored<string | null>(searchColKey, null), [rememberedVersion]);

  const { page, pageSize, order, orderBy, search, searchCol, filters, filterValues } = readValues(config, filterKeys, values, remembered);
  const filtered = search !== '' || Object.keys(filters).length > 0;
  const ids = (values.id as string[] | null) ?? [];
  const action = (values.action as string | null) || null;

  const viewKey = JSON.stringify([page, pageSize, order, orderBy, search, searchCol, filters]);

  const write = useCallback(
    (patch: Record<string, unknown>) => {
      void setValues(patch as never);
    },
    [setValues],
  );

  const clearedFilters = useCallback(() => {
    const patch: Record<string, null> = {};
    for (const key of filterKeys) patch[filterField(key)] = null;
    return patch;
  }, [filterKeys]);

  const setPage = useCallback((next: number) => write({ page: next > 1 ? Math.floor(next) : null }), [write]);
  const setPageSize = useCallback((next: number) => write({ pageSize: next, page: null }), [write]);
  const setSort = useCallback((by: string, dir: SortOrder) => write({ orderBy: by, order: dir, page: null }), [write]);
  const toggleSort = useCallback(
    (by: string, firstOrder: SortOrder = 'asc') =>
      void setValues((old) => ({
        orderBy: by,
        order: by === old.orderBy ? (old.order === 'asc' ? 'desc' : 'asc') : firstOrder,
        page: null,
      })),
    [setValues],
  );
  const setSearch = useCallback(
    (text: string, col?: string) => write({ search: text.trim() || null, searchCol: col ?? (searchCol || null), page: null }),
    [write, searchCol],
  );
  const setSearchCol = useCallback(
    (col: string) => {
      writeStored(searchColKey, col);
      setRememberedVersion((v) => v + 1);
      write({ searchCol: col, page: null });
    },
    [write],
  );
  const setFilters = useCallback(
    (next: Record<string, readonly string[]>) => {
      const patch: Record<string, unknown> = { ...clearedFilters(), page: null };
      for (const key of filterKeys) patch[filterField(key)] = nonEmpty(next[key]);
      write(patch);
    },
    [write, clearedFilters, filterKeys],
  );
  const setFilter = useCallback(
    (key: string, next: readonly string[]) => write({ [filterField(key)]: nonEmpty(next), page: null }),
    [write],
  );
  const removeFilterValue = useCallback(
    (key: string, value: string) =>
      void setValues((old) => ({
        [filterField(key)]: nonEmpty(((old[filterField(key)] as string[] | null) ?? []).filter((v) => v !== value)),
        page: null,
      })),
    [setValues],
  );
  const clearFilters = useCallback(() => write({ ...clearedFilters(), page: null }), [write, clearedFilters]);
  const openDialog = useCallback(
    (name: string, subject?: string | number | readonly (string | number)[]) => write({ action: name, id: nonEmpty(toIds(subject)) }),
    [write],
  );
  const closeDialog = useCallback(() => write({ action: null, id: null }), [write]);
  const reset = useCallback(() => void setValues(null), [setValues]);

  return {
    listId: config.listId,
    page,
    pageSize,
    order,
    orderBy,
    search,
    searchCol,
    filters,
    filterValues,
    dialog: { action, ids, id: ids[0] ?? null },
    filtered,
    viewKey,
    config,
    keys,
    setPage,
    setPageSize,
    setSort,
    toggleSort,
    setSearch,
    setSearchCol,
    setFilters,
    setFilter,
    removeFilterValue,
    clearFilters,
    openDialog,
    closeDialog,
    reset,
  };
}

/** The part of the state an API call needs, e.g. as a react-query key: `['orders', listQuery(list)]`. */
export function listQuery(list: ListState): ListQuery {
  const { page, pageSize, order, orderBy, search, searchCol, filters } = list;
  return { page, pageSize, order, orderBy, search, searchCol, filters };
}
