import { adminApi, api, gql, messages, SELL_SHEET_FILE } from '@portal/shared';
import type { ListQuery } from '@portal/shared/list';
import { graphql } from '../gql';
import type { LicenseSkusQuery } from '../gql/graphql';
import { saveBlob } from '../saveBlob';

// License SKU approval calls (spec 002 §7): GraphQL licenseSkus(page, order, orderBy, search,
// searchCol); POST /api/license/approve and /api/license/active, body items (sku, color);
// POST /api/sellsheet/license/sku, body skus (style codes), a PDF blob; the REST calls typed by
// their contract (adminRoutes in @portal/shared/core). spec 002 §8: the list's failure is '…while
// fetching the orders…', the others '…while getting the sell sheet…'.

export const LICENSE_SKUS = graphql(`
  query LicenseSkus($page: Int, $order: String, $orderBy: String, $search: String, $searchCol: String) {
    licenseSkus(page: $page, order: $order, orderBy: $orderBy, search: $search, searchCol: $searchCol) {
      id
      styleCode
      name
      color
      colorCode
      hex
      C
      U
      team
      league
      player
      createdAt
      approve
      active
    }
  }
`);
export type LicenseSku = LicenseSkusQuery['licenseSkus'][number];

export const fetchLicenseSkus = (q: ListQuery, signal?: AbortSignal) =>
  gql(
    LICENSE_SKUS,
    { page: q.page, order: q.order, orderBy: q.orderBy, search: q.search || null, searchCol: q.searchCol || null },
    { signal, silent: true, errorMessage: messages.ordersFetchFailed },
  ).then((d) => d.licenseSkus);

/** The SKUs as approve and active name them: by style and colour code. */
export const itemsOf = (skus: readonly LicenseSku[]) => skus.map((s) => ({ sku: s.styleCode, color: s.colorCode }));

export const approveLicenseSkus = (skus: readonly LicenseSku[]) =>
  api.call(adminApi.approveLicenseSkus, { body: { items: itemsOf(skus) } }, { errorMessage: messages.sellSheetFailed });
export const setLicenseSkusActive = (skus: readonly LicenseSku[], active: boolean) =>
  api.call(adminApi.setLicenseSkusActive, { body: { items: itemsOf(skus), active } }, { errorMessage: messages.sellSheetFailed });
export async function downloadSellSheet(skus: readonly LicenseSku[]): Promise<void> {
  const blob = await api.call(
    adminApi.sellSheet,
    { body: { skus: [...new Set(skus.map((s) => s.styleCode))] } },
    { errorMessage: messages.sellSheetFailed },
  );
  saveBlob(blob, SELL_SHEET_FILE);
}
