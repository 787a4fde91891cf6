// @portal/shared/list: the list machinery every list screen uses (see README.md).
export * from './types';
export { pagingCount, type PagingCountInput } from './pagingCount';
export {
  DEFAULT_LIST_KEYS,
  listQuery,
  readListQuery,
  parseAsDescFlag,
  parseAsSortOrder,
  useListState,
  type ListDialogState,
  type ListQuery,
  type ListState,
  type ListStateConfig,
  type ListUrlKeys,
  type OrderParser,
} from './useListState';
export { useRowSelection, type RowSelection } from './useRowSelection';
export { useColumnVisibility, visibilityOf, type ColumnVisibility } from './useColumnVisibility';
export { useScrollRestoration } from './useScrollRestoration';
export { activeFilterCount, filterKeysOf } from './filterDefinitions';
export { CHANGED_TITLE, DataTable, type DataTableProps } from './DataTable';
export { SearchBar, type SearchBarProps } from './SearchBar';
export { FilterDrawer, type FilterDrawerProps } from './FilterDrawer';
export { ActiveFilterTags, type ActiveFilterTagsProps } from './ActiveFilterTags';
export { ColumnChooser, type ColumnChooserProps } from './ColumnChooser';
export { Pager, type PagerProps } from './Pager';
export { ListPage, EMPTY_LIST_TEXT, EMPTY_SEARCH_TEXT, type ListPageProps } from './ListPage';
export { listQueryProps, type ListQueryOptions, type ListQueryProps, type ListQueryResult } from './listQueryProps';
