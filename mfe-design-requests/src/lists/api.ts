import { gql, messages } from '@portal/shared';
import { graphql } from '../gql';
import type { DesignRequestsListQuery, DesignRequestsListQueryVariables, DesignRequestsDomainQuery } from '../gql/graphql';

// The design request lists' calls (spec 001 §7.2): designRequests(filters, orderBy, desc),
// designRequestsDomain(listType), suspendDesignRequests(ids).

export const DESIGN_REQUESTS_LIST = graphql(`
  query DesignRequestsList($filters: DesignRequestFilters, $orderBy: String, $desc: Boolean) {
    designRequests(filters: $filters, orderBy: $orderBy, desc: $desc) {
      totalCount
      designRequests {
        id dateCreated dateRequired revisions license method designId designVar
        status { code description }
        customer { number name }
        user { email name }
        artist { email name }
        league { id name }
        team { id name }
        player { id name }
      }
    }
  }
`);

export const DESIGN_REQUESTS_DOMAIN = graphql(`
  query DesignRequestsDomain($listType: String) {
    designRequestsDomain(listType: $listType) {
      customers { number name }
      users { id name }
      artists { id name }
      methods { type name }
      dropIds { id name }
      statuses { code description }
      leagues { id name teams { id name players { id name } } }
    }
  }
`);

export const SUSPEND_DESIGN_REQUESTS = graphql(`
  mutation SuspendDesignRequests($ids: [Int!]!) {
    suspendDesignRequests(ids: $ids)
  }
`);

export type DesignRequestRow = DesignRequestsListQuery['designRequests']['designRequests'][number];
export type DesignRequestsInput = DesignRequestsListQueryVariables;
export type DesignRequestsDomain = DesignRequestsDomainQuery['designRequestsDomain'];

/** spec 001 §8.2: 'Error retrieving design requests.'; silent: the list shows it inline. */
export async function fetchDesignRequests(input: DesignRequestsInput, signal?: AbortSignal) {
  return (await gql(DESIGN_REQUESTS_LIST, input, { signal, silent: true, errorMessage: messages.designRequestsFetchFailed }))
    .designRequests;
}

export async function fetchDesignRequestsDomain(listType: string, signal?: AbortSignal): Promise<DesignRequestsDomain> {
  return (await gql(DESIGN_REQUESTS_DOMAIN, { listType }, { signal, silent: true, errorMessage: messages.designRequestsDataFetchFailed }))
    .designRequestsDomain;
}

/** spec 001 §8.2: '{n} design requests suspended.' / 'Could not suspend design requests.' (a 409 shows the server's reason). */
export async function suspendDesignRequests(ids: number[]) {
  return (await gql(SUSPEND_DESIGN_REQUESTS, { ids }, { errorMessage: messages.designRequestsSuspendFailed })).suspendDesignRequests;
}
