import { dollarsToCents, gql, messages, type ReturnsListInput } from '@portal/shared';
import { graphql } from '../gql';
import type { ReturnsDomainQuery, ReturnsListQuery } from '../gql/graphql';

// The returns list's calls (spec 001 §7.1 returnsV2). The rows and the count are asked for on every
// view change; the filter drawer's domain once (the server computes each only when asked). The
// wire's refund is in dollars; the list formats cents (formatMoney), so the rows turn into cents here.

/** A row as the wire carries it (dollars): what the tests' mocked network answers. */
export type ReturnRowAnswer = ReturnsListQuery['returnsV2']['list'][number];
export type ReturnRow = Omit<ReturnRowAnswer, 'totalRefund'> & { totalRefundCents: number };
export type ReturnsDomain = ReturnsDomainQuery['returnsV2']['domain'];

export const LIST = graphql(`
  query ReturnsList($filters: ReturnFiltersInput, $orderBy: String, $desc: Boolean) {
    returnsV2(filters: $filters, orderBy: $orderBy, desc: $desc) {
      totalCount
      list { id number dateCreated customer customerName rep repName csr csrName orderId orderNum items status subStatus statusText returnCode returnCodeName jobNum totalRefund currency }
    }
  }
`);

export const DOMAIN = graphql(`
  query ReturnsDomain {
    returnsV2 { domain { customers { numb name } reps { numb name } csrs { numb name } statuses { code description } returnCodes { code description } } }
  }
`);

/** spec 001 §8.1: a failed list load shows 'Error retrieving returns data.'. */
export async function fetchReturns(input: ReturnsListInput, signal?: AbortSignal): Promise<{ list: ReturnRow[]; totalCount: number }> {
  const { list, totalCount } = (await gql(LIST, input, { signal, errorMessage: messages.returnsFetchFailed })).returnsV2;
  return { list: list.map(({ totalRefund, ...row }) => ({ ...row, totalRefundCents: dollarsToCents(totalRefund) })), totalCount };
}

export async function fetchReturnsDomain(signal?: AbortSignal): Promise<ReturnsDomain> {
  const data = await gql(DOMAIN, {}, { signal, errorMessage: messages.returnsFetchFailed });
  return data.returnsV2.domain;
}
