import { waitFor } from '@testing-library/react';
import { keepPreviousData, QueryClient, QueryObserver } from '@tanstack/react-query';
import { listQueryProps, type ListQueryResult } from './listQueryProps';

type Row = { id: number };
interface Page {
  items: Row[];
  total: number;
}

const result = <Data>(extra: Partial<ListQueryResult<Data>>): ListQueryResult<Data> => ({
  data: undefined,
  error: null,
  isFetching: false,
  refetch: jest.fn(),
  ...extra,
});

describe('listQueryProps', () => {
  it('takes the rows and the total from the answer', () => {
    const props = listQueryProps(result<Page>({ data: { items: [{ id: 1 }], total: 40 } }), {
      rows: (page) => page.items,
      total: (page) => page.total,
    });
    expect(props).toMatchObject({ rows: [{ id: 1 }], total: 40, loading: false, error: null });
  });

  it('takes an answer that is the rows as the rows, and leaves the total to the screen', () => {
    const props = listQueryProps(result({ data: [{ id: 1 }, { id: 2 }] }));
    expect(props.rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(props).not.toHaveProperty('total');
  });

  it('has no rows and no total while the first page loads', () => {
    const props = listQueryProps(result<Page>({ isFetching: true }), { rows: (page) => page.items, total: (page) => page.total });
    expect(props).toMatchObject({ rows: undefined, total: undefined, loading: true, error: null });
  });

  it('shows the spec’s text for a failed load when given, else the error itself', () => {
    const failure = new Error('An error occured please try again later.');
    expect(listQueryProps(result<Row[]>({ error: failure }), { failedText: 'Something went wrong.' }).error).toBe('Something went wrong.');
    expect(listQueryProps(result<Row[]>({ error: failure })).error).toBe(failure);
    expect(listQueryProps(result({ data: [] }), { failedText: 'Something went wrong.' }).error).toBeNull();
  });

  it('keeps the rows it had when a refetch fails', () => {
    const props = listQueryProps(result({ data: [{ id: 1 }], error: new Error('down') }), { failedText: 'Failed' });
    expect(props.rows).toEqual([{ id: 1 }]);
    expect(props.error).toBe('Failed');
  });

  it('Retry fetches again', () => {
    const query = result<Row[]>({ error: new Error('down') });
    listQueryProps(query).onRetry?.();
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});

describe('listQueryProps over a react-query result', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  afterAll(() => client.clear());

  it('keeps the previous page’s rows, loading, while the next page is on its way (keepPreviousData)', async () => {
    let answer: (page: Page) => void = () => {};
    const pageOf = (n: number) => ({
      queryKey: ['listQueryProps', n],
      queryFn: () => (n === 1 ? { items: [{ id: 1 }], total: 2 } : new Promise<Page>((resolve) => (answer = resolve))),
      placeholderData: keepPreviousData,
    });
    const observer = new QueryObserver<Page>(client, pageOf(1));
    const unsubscribe = observer.subscribe(() => {});
    await client.fetchQuery(pageOf(1));
    observer.setOptions(pageOf(2));
    const during = listQueryProps(observer.getCurrentResult(), { rows: (page) => page.items, total: (page) => page.total });
    expect(during).toMatchObject({ rows: [{ id: 1 }], total: 2, loading: true });
    answer({ items: [{ id: 2 }], total: 2 });
    await client.fetchQuery(pageOf(2));
    const after = listQueryProps(observer.getCurrentResult(), { rows: (page) => page.items });
    expect(after).toMatchObject({ rows: [{ id: 2 }], loading: false });
    unsubscribe();
  });

  it('a failed page shows the text, and Retry asks again', async () => {
    const queryFn = jest
      .fn<Promise<Page>, []>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ items: [{ id: 3 }], total: 1 });
    const observer = new QueryObserver<Page>(client, { queryKey: ['listQueryProps', 'failing'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await expect(client.fetchQuery({ queryKey: ['listQueryProps', 'failing'], queryFn })).rejects.toThrow('down');
    const failed = listQueryProps(observer.getCurrentResult(), { rows: (page) => page.items, failedText: 'Failed' });
    expect(failed).toMatchObject({ rows: undefined, error: 'Failed', loading: false });
    failed.onRetry?.();
    await waitFor(() =>
      expect(listQueryProps(observer.getCurrentResult(), { rows: (page) => page.items })).toMatchObject({ rows: [{ id: 3 }], error: null }),
    );
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
