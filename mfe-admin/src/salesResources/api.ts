import { adminApi, api, messages, routePath, SALES_ZIP_NAME, type adminRoutes, type RouteAnswer, type RouteInput } from '@portal/shared';
import type { ListQuery } from '@portal/shared/list';
import { saveBlob } from '../saveBlob';

// Sales Resources calls (spec 002 §7): GET /api/sales_resources (the list, with the URL's query
// keys), POST /api/sales_resources/download (body paths; a zip blob saved as SalesResources.zip);
// ours: upload (multipart: categories first, then the file), edit (PUT) and delete (DELETE). Typed
// by their contract (adminRoutes in @portal/shared/core).

type C = typeof adminRoutes;
/** A document as the calls answer it. */
export type SalesResource = RouteAnswer<C['editSalesResource']>;
export type SalesResourcePage = RouteAnswer<C['salesResources']>;

/** The list's query as the spec's keys: search, page, order, orderBy, uploadedBy and categories repeated; rows. */
function salesQuery(q: ListQuery): RouteInput<C['salesResources']>['query'] {
  return {
    page: String(q.page),
    rows: String(q.pageSize),
    order: q.order,
    orderBy: q.orderBy,
    search: q.search || undefined,
    uploadedBy: q.filters.uploadedBy ?? [],
    categories: q.filters.categories ?? [],
  };
}

/** Silent: the page shows 'An error occured while getting the sales resources, please try again later.' with Retry. */
export const fetchSalesResources = (q: ListQuery, signal?: AbortSignal) =>
  api.call(adminApi.salesResources, { query: salesQuery(q) }, { signal, silent: true, errorMessage: messages.salesResourcesFetchFailed });

/** spec 002 §8: a failed download shows 'Something went wrong.'. */
export async function downloadSalesResources(paths: string[]): Promise<void> {
  const blob = await api.call(adminApi.downloadSalesResources, { body: { paths } }, { errorMessage: messages.somethingWentWrong });
  saveBlob(blob, SALES_ZIP_NAME);
}

export const uploadSalesResource = (file: File, categories: number[], onProgress: (ratio: number) => void) => {
  const form = new FormData();
  // The server reads the fields that come before the file.
  form.append('categories', categories.join(','));
  form.append('file', file, file.name);
  return api.upload(adminApi.uploadSalesResource, form, undefined, {
    onProgress,
    errorMessage: messages.somethingWentWrong,
  });
};
export const editSalesResource = (id: number, name: string, categories: number[]) =>
  api.call(
    adminApi.editSalesResource,
    { params: { id: String(id) }, body: { name, categories } },
    { errorMessage: messages.somethingWentWrong },
  );
export const deleteSalesResource = (id: number) =>
  api.call(adminApi.deleteSalesResource, { params: { id: String(id) } }, { errorMessage: messages.somethingWentWrong });
export const salesResourceFileUrl = (id: number) => `/api${routePath(adminApi.salesResourceFile, { id })}`;
