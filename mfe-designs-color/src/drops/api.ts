import { api, DESIGN_COLOR_MESSAGES, designsColorApi, gql, messages, type AddDropBody } from '@portal/shared';
import { graphql } from '../gql';
import type { DropsListQuery, DropsListQueryVariables } from '../gql/graphql';

// The drops catalogue's call (spec 002 "Drops", §7): dropsV2(page, search, searchCol, filters,
// orderBy, orderByOrder).

export const DROPS_LIST = graphql(`
  query DropsList($page: Int, $search: String, $searchCol: String, $filters: DropFiltersInput, $orderBy: String, $orderByOrder: String) {
    dropsV2(page: $page, search: $search, searchCol: $searchCol, filters: $filters, orderBy: $orderBy, orderByOrder: $orderByOrder) {
      total
      drops {
        id code name width height lines startDate endDate logoRequired active image createdDate tags subCategory usage
        methods { id name }
        locations { id name }
      }
    }
  }
`);

export type DropRow = DropsListQuery['dropsV2']['drops'][number];
export type DropsPageData = DropsListQuery['dropsV2'];
export type DropsInput = DropsListQueryVariables;

/** Silent: the list shows the failure inline ('Something went wrong.': spec 002 words none for drops). */
export async function fetchDrops(input: DropsInput, signal?: AbortSignal): Promise<DropsPageData> {
  const data = await gql(DROPS_LIST, input, { signal, silent: true, errorMessage: messages.somethingWentWrong });
  return data.dropsV2;
}

/** POST /api/drops (ours; spec 002 "Drops" add control): the drop's id and code; a 4xx shows the server's message. */
export function addDrop(body: AddDropBody) {
  return api.call(designsColorApi.addDrop, { body }, { errorMessage: DESIGN_COLOR_MESSAGES.dropAddFailed });
}
