import type { ListPageProps } from './ListPage';

// A list screen's page comes from one react-query query; its result becomes ListPage's rows, total,
// loading, error and Retry the same way on every list. The query keeps its own options: with
// `placeholderData: keepPreviousData` the previous page's rows stay on screen, dimmed, while the
// next one loads.

/** What is read of a react-query result (useQuery's). */
export interface ListQueryResult<Data> {
  data: Data | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListQueryOptions<Data, Row> {
  /** The page's rows in the answer. */
  rows: (data: Data) => readonly Row[];
  /** The list's size in the answer (ListPage's `total`: a counter, or the server's count with `exactTotal`). */
  total?: (data: Data) => number | null | undefined;
  /**
   * The spec's text for a failed load. Without it the error's own message is shown: api.ts's
   * `errorMessage`, or the server's reason for a client error.
   */
  failedText?: string;
}

export type ListQueryProps<Row> = Pick<ListPageProps<Row>, 'rows' | 'total' | 'loading' | 'error' | 'onRetry'>;

/** A query whose answer is the page's rows. */
export function listQueryProps<Row>(query: ListQueryResult<readonly Row[]>, options?: { failedText?: string }): ListQueryProps<Row>;
/** A query whose answer holds the page's rows (and the list's size). */
export function listQueryProps<Data, Row>(query: ListQueryResult<Data>, options: ListQueryOptions<Data, Row>): ListQueryProps<Row>;
export function listQueryProps<Data, Row>(
  query: ListQueryResult<Data>,
  options: Partial<ListQueryOptions<Data, Row>> = {},
): ListQueryProps<Row> {
  const { data } = query;
  const rows = options.rows ?? ((answer: Data) => answer as readonly Row[]);
  const props: ListQueryProps<Row> = {
    // A failed refetch keeps the rows it had: ListPage shows the error in the table's place.
    rows: data === undefined ? undefined : rows(data),
    loading: query.isFetching,
    error: query.error && options.failedText !== undefined ? options.failedText : query.error,
    onRetry: () => void query.refetch(),
  };
  // No key without a total in the answer: a total from elsewhere (the order lists' counters) is then
  // given beside the spread in any order, and is not replaced by an undefined one.
  if (options.total) props.total = data === undefined ? undefined : options.total(data);
  return props;
}
