import { adminApi, api, gql, marketingDownloadPath, messages, MARKETING_ZIP_NAME } from '@portal/shared';
import { graphql } from '../gql';
import type { MarketingResourcesQuery } from '../gql/graphql';
import { saveBlob } from '../saveBlob';

// Marketing resources calls (spec 002 §7): GraphQL marketingResources(parent); POST
// /api/marketing_resources/download, body files (paths), the zip blob saved as MarketingResources.zip
// (typed by its contract, adminRoutes in @portal/shared/core).
// spec 002 §8: a failed download shows 'An error occured, please try again later.'.

export const MARKETING_RESOURCES = graphql(`
  query MarketingResources($parent: String) {
    marketingResources(parent: $parent) {
      type
      name
      parent
      path
      item
      extension
      size
      duration
      width
      height
      thumbnail
    }
  }
`);
export type MarketingResource = MarketingResourcesQuery['marketingResources'][number];

/** Silent: the page shows the failure (or not found) itself, with Retry. */
export const fetchMarketingResources = (parent: string, signal?: AbortSignal) =>
  gql(MARKETING_RESOURCES, { parent }, { signal, silent: true }).then((d) => d.marketingResources);

/** spec 002 §7: the paths are rewritten from /Images to /ImageDown for download (marketingDownloadPath). */
export async function downloadMarketingResources(paths: string[]): Promise<void> {
  const blob = await api.call(
    adminApi.downloadMarketingResources,
    { body: { files: paths.map(marketingDownloadPath) } },
    { errorMessage: messages.marketingDownloadFailed },
  );
  saveBlob(blob, MARKETING_ZIP_NAME);
}
