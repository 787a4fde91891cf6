import { gql, messages, type ReturnsListInput } from '@portal/shared';

// The returns list's calls (spec 001 §7.1 returnsV2). The rows and the count are asked for on every
// view change; the filter drawer's domain once (the server computes each only when asked).

export interface ReturnRow {
  id: number;
  number: number;
  dateCreated: string;
  customer: string;
  customerName: string;
  rep: string;
  repName: string;
  csr: string | null;
  csrName: string | null;
  orderId: number;
  orderNum: number;
  items: number;
  status: number;
  subStatus: number;
  statusText: string;
  returnCode: number;
  returnCodeName: string;
  jobNum: string | null;
  totalRefundCents: number;
  currency: string;
}

export interface ReturnsDomain {
  customers: { numb: string; name: string }[];
  reps: { numb: string; name: string }[];
  csrs: { numb: string; name: string }[];
  statuses: { code: number; description: string }[];
  returnCodes: { code: number; description: string }[];
}

export const LIST = /* GraphQL */ `
  query ReturnsList($filters: ReturnFiltersInput, $orderBy: String, $desc: Boolean) {
    returnsV2(filters: $filters, orderBy: $orderBy, desc: $desc) {
      totalCount
      list { id number dateCreated customer customerName rep repName csr csrName orderId orderNum items status subStatus statusText returnCode returnCodeName jobNum totalRefundCents currency }
    }
  }
`;

export const DOMAIN = /* GraphQL */ `
  query ReturnsDomain {
    returnsV2 { domain { customers { numb name } reps { numb name } csrs { numb name } statuses { code description } returnCodes { code description } } }
  }
`;

/** spec 001 §8.1: a failed list load shows 'Error retrieving returns data.'. */
export async function fetchReturns(input: ReturnsListInput, signal?: AbortSignal): Promise<{ list: ReturnRow[]; totalCount: number }> {
  const data = await gql<{ returnsV2: { list: ReturnRow[]; totalCount: number } }>(LIST, input as Record<string, unknown>, { signal, errorMessage: messages.returnsFetchFailed });
  return data.returnsV2;
}

export async function fetchReturnsDomain(signal?: AbortSignal): Promise<ReturnsDomain> {
  const data = await gql<{ returnsV2: { domain: ReturnsDomain } }>(DOMAIN, {}, { signal, errorMessage: messages.returnsFetchFailed });
  return data.returnsV2.domain;
}
