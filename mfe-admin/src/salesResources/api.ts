import { api, messages, SALES_ZIP_NAME, type SalesResourcePageWire, type SalesResourceWire } from '@portal/shared';
import type { ListQuery } from '@portal/shared/list';
import { saveBlob } from '../saveBlob';

// Sales Resources calls (spec 002 §7): GET /api/sales_resources (the list, with the URL's query
// keys), POST /api/sales_resources/download (body paths; a zip blob saved as SalesResources.zip);
// ours: upload (multipart: categories first, then the file), edit (PUT) and delete (DELETE).

/** A resource and a page as the REST calls answer them (the one wire type, in @portal/shared). */
export type SalesResource = SalesResourceWire;
export type SalesResourcePage = SalesResourcePageWire;

/** The list's query as the spec's keys: search, page, order, orderBy, uploadedBy and categories repeated; rows. */
export function salesSearchParams(q: ListQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(q.page), rows: String(q.pageSize), order: q.order, orderBy: q.orderBy });
  if (q.search) params.set('search', q.search);
  for (const id of q.filters.uploadedBy ?? []) params.append('uploadedBy', id);
  for (const id of q.filters.categories ?? []) params.append('categories', id);
  return params;
}

/** Silent: the page shows 'An error occured while getting the sales resources, please try again later.' with Retry. */
export const fetchSalesResources = (q: ListQuery, signal?: AbortSignal) =>
  api.get<SalesResourcePage>('sales_resources', {
    searchParams: salesSearchParams(q),
    signal,
    silent: true,
    errorMessage: messages.salesResourcesFetchFailed,
  });

/** spec 002 §8: a failed download shows 'Something went wrong.'. */
export async function downloadSalesResources(paths: string[]): Promise<void> {
  const blob = await api.postBlob('sales_resources/download', { paths }, { errorMessage: messages.somethingWentWrong });
  saveBlob(blob, SALES_ZIP_NAME);
}

export const uploadSalesResource = (file: File, categories: number[], onProgress: (ratio: number) => void) => {
  const form = new FormData();
  // The server reads the fields that come before the file.
  form.append('categories', categories.join(','));
  form.append('file', file, file.name);
  return api.upload<SalesResource>('sales_resources', form, { onProgress, errorMessage: messages.somethingWentWrong });
};
export const editSalesResource = (id: number, name: string, categories: number[]) =>
  api.put<SalesResource>(`sales_resources/${id}`, { name, categories }, { errorMessage: messages.somethingWentWrong });
export const deleteSalesResource = (id: number) => api.delete<void>(`sales_resources/${id}`, { errorMessage: messages.somethingWentWrong });
export const salesResourceFileUrl = (id: number) => `/api/sales_resources/${id}/file`;
