import { CATALOG_SORT_KEYS, DEFAULT_CATALOG_SORT, type CatalogSortKey } from '@portal/shared';
import type { ListQuery } from '@portal/shared/list';

// The list's URL state (useListState) -> the catalogs query's variables. A sort column the API does
// not know (an old or hand-edited link) falls back to the default instead of failing the list.

export interface CatalogListVariables {
  filter: string | null;
  page: number;
  order: 'asc' | 'desc';
  orderBy: CatalogSortKey;
}

export function catalogListVariables(q: ListQuery): CatalogListVariables {
  const orderBy = (CATALOG_SORT_KEYS as readonly string[]).includes(q.orderBy) ? (q.orderBy as CatalogSortKey) : DEFAULT_CATALOG_SORT;
  return { filter: q.search || null, page: q.page, order: q.order, orderBy };
}
