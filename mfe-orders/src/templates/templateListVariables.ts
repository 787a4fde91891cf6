import { DEFAULT_TEMPLATE_SORT, TEMPLATE_SORT_KEYS, type TemplateSortKey } from '@portal/shared';
import type { ListQuery } from '@portal/shared/list';

// The list's URL state (spec 000 §2 keys: order, orderBy, page, filter, custNumb, type) -> the
// templates query's variables. A sort column the API does not know (an old or hand-edited link)
// falls back to the default (created_at) instead of failing the list.

export interface TemplateListVariables {
  page: number;
  order: 'asc' | 'desc';
  orderBy: TemplateSortKey;
  filter: string | null;
  custNumb: string[];
  type: string[];
}

export function templateListVariables(q: ListQuery): TemplateListVariables {
  const orderBy = (TEMPLATE_SORT_KEYS as readonly string[]).includes(q.orderBy) ? (q.orderBy as TemplateSortKey) : DEFAULT_TEMPLATE_SORT;
  return {
    page: q.page,
    order: q.order,
    orderBy,
    filter: q.search || null,
    custNumb: q.filters.custNumb ?? [],
    type: q.filters.type ?? [],
  };
}
