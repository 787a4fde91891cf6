import { gql, messages } from '@portal/shared';
import { graphql } from '../gql';
import type { DesignShowcaseQuery, DesignShowcaseQueryVariables } from '../gql/graphql';

// The design showcase's call (spec 001 §7.3): designs(page, showcase, search, searchCol, orderBy,
// order). No total is asked for: the showcase does not know it unless a page comes back short (§9).

export const DESIGN_SHOWCASE = graphql(`
  query DesignShowcase($page: Int, $search: String, $searchCol: String, $orderBy: String, $order: String) {
    designs(page: $page, showcase: true, search: $search, searchCol: $searchCol, orderBy: $orderBy, order: $order, filter: { active: "Y" }) {
      designs { id variation image methodName teamName tags comment showcaseComment }
    }
  }
`);

export type ShowcaseCard = DesignShowcaseQuery['designs']['designs'][number];
export type ShowcaseInput = DesignShowcaseQueryVariables;

/** spec 001 §8.3: a failure is 'Error getting the design information.' (shown on the page with Retry). */
export async function fetchShowcase(input: ShowcaseInput, signal?: AbortSignal): Promise<ShowcaseCard[]> {
  const data = await gql(DESIGN_SHOWCASE, input, { signal, silent: true, errorMessage: messages.designFetchFailed });
  return data.designs.designs;
}
