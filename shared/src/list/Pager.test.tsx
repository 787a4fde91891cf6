import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';
import { renderAtUrl } from '../testing/renderAtUrl';
import { TestOrdersScreen, fakeLoad, testListConfig } from './testing/ordersFixture';

// antd in jsdom is slow, and the machine's two cores are shared: allow more than the default 5 s.
jest.setTimeout(20_000);

describe('Pager', () => {
  it('with an unknown count offers Previous/Next and the page number, no total', async () => {
    const user = userEvent.setup({ delay: null });
    const onPageChange = jest.fn();
    render(<Pager page={2} pageSize={50} count={null} rowsOnPage={50} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByText('Rows 51–100')).toBeInTheDocument();
    expect(screen.queryByText(/ of /)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables Next on a short page and Previous on the first page', () => {
    render(<Pager page={1} pageSize={50} count={null} rowsOnPage={50} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('with a known count shows the range and total and pages through antd Pagination', async () => {
    const user = userEvent.setup({ delay: null });
    const onPageChange = jest.fn();
    render(<Pager page={1} pageSize={50} count={120} rowsOnPage={50} onPageChange={onPageChange} />);
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    expect(screen.getByTitle('3')).toBeInTheDocument();
    expect(screen.queryByTitle('4')).toBeNull();
    await user.click(screen.getByTitle('3'));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});

describe('paging on a list screen', () => {
  beforeEach(() => localStorage.clear());

  it('shows the counter while nothing is searched, and goes to the page it is asked for', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderAtUrl('/saved', <TestOrdersScreen />);
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(h.params().get('page')).toBe('2'));
    expect(screen.getByText('51–100 of 120')).toBeInTheDocument();
  });

  it('has an unknown count while a filter is active and the page is full', async () => {
    // status 0 and 1: 80 orders, so page 1 is full and page 2 is short.
    const user = userEvent.setup({ delay: null });
    const h = renderAtUrl('/saved?status=0&status=1', <TestOrdersScreen />);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.queryByText(/of 120/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(h.params().get('page')).toBe('2'));
    // The short last page makes the count exact: 50 + 30.
    expect(await screen.findByText('51–80 of 80')).toBeInTheDocument();
  });

  it('trusts a real total from the server while filtered (exactTotal)', () => {
    const rows = fakeLoad({
      ...{ page: 1, pageSize: 50, order: 'desc', orderBy: 'updated_at', search: '', searchCol: 'order' },
      filters: { status: ['0', '1'] },
    });
    renderAtUrl('/saved?status=0&status=1', <TestOrdersScreen rows={rows} total={80} exactTotal config={testListConfig} />);
    expect(screen.getByText('1–50 of 80')).toBeInTheDocument();
  });
});
