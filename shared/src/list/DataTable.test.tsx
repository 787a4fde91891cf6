import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { DataTable, type DataTableProps } from './DataTable';
import { renderAtUrl } from '../testing/renderAtUrl';
import { TEST_ORDERS, testColumns, type TestOrder } from './testing/ordersFixture';

const rows = TEST_ORDERS.slice(0, 3);

function Table(props: Partial<DataTableProps<TestOrder>>) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <>
      <DataTable<TestOrder>
        columns={testColumns}
        rows={rows}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/saved/${row.id}`}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        {...props}
      />
      <output data-testid="selected">{[...selected].join(',')}</output>
    </>
  );
}

const detailRoute = <Route path="/saved/:id" element={<h1>Order detail</h1>} />;
const renderTable = (element = <Table />) => renderAtUrl('/saved', element, { extraRoutes: detailRoute });
const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('table > tbody > tr'));
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all rows' });

// antd in jsdom is slow, and the machine's two cores are shared: allow more than the default 5 s.
jest.setTimeout(20_000);

describe('DataTable', () => {
  it('renders a real table with thead/tbody and one row per item', () => {
    renderTable();
    const table = screen.getByRole('table');
    expect(table.tagName).toBe('TABLE');
    expect(table.querySelectorAll(':scope > thead > tr > th')).toHaveLength(testColumns.length + 1);
    expect(bodyRows()).toHaveLength(3);
    expect(bodyRows().map((tr) => tr.getAttribute('data-row-id'))).toEqual(['1', '2', '3']);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(1)).toEqual(['Order', 'Customer', 'Status', 'Rep', 'Updated']);
    expect(within(bodyRows()[1]).getByText('Awaiting Art')).toBeInTheDocument();
  });

  it('select-all selects every visible row and shows indeterminate for some', async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('2');
    expect(selectAll()).toBePartiallyChecked();
    expect(selectAll()).not.toBeChecked();
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');

    await user.click(selectAll());
    expect(screen.getByTestId('selected').textContent!.split(',').sort()).toEqual(['1', '2', '3']);
    expect(selectAll()).toBeChecked();
    expect(selectAll()).not.toBePartiallyChecked();

    await user.click(selectAll());
    expect(screen.getByTestId('selected')).toHaveTextContent('');
    expect(selectAll()).not.toBeChecked();
  });

  it("row click navigates to the row's href but a checkbox click does not", async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
    expect(window.location.pathname).toBe('/saved');
    // The cell around the checkbox belongs to the checkbox too (a near miss must not open the row).
    await user.click(bodyRows()[2].querySelector('td.data-table-select')!);
    expect(window.location.pathname).toBe('/saved');
    await user.click(within(bodyRows()[1]).getByText('Awaiting Art'));
    expect(window.location.pathname).toBe('/saved/2');
    expect(screen.getByRole('heading', { name: 'Order detail' })).toBeInTheDocument();
  });

  it('does not open the row when a button inside it is clicked', async () => {
    const user = userEvent.setup({ delay: null });
    const onAction = jest.fn();
    renderTable(
      <Table
        rowActions={(row) => (
          <button type="button" onClick={() => onAction(row.id)}>
            Edit
          </button>
        )}
      />,
    );
    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Edit' }));
    expect(onAction).toHaveBeenCalledWith(1);
    expect(window.location.pathname).toBe('/saved');
  });

  it('gives each row a real link for middle-click and ctrl-click', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderTable();
    const link = within(bodyRows()[0]).getByRole('link', { name: 'SO-0001' });
    expect(link).toHaveAttribute('href', '/saved/1');

    fireEvent(within(bodyRows()[0]).getByText('Saved'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(open).toHaveBeenCalledWith('http://localhost/saved/1', '_blank', 'noopener');
    fireEvent.click(within(bodyRows()[1]).getByText('Awaiting Art'), { ctrlKey: true });
    expect(open).toHaveBeenLastCalledWith('http://localhost/saved/2', '_blank', 'noopener');
    expect(window.location.pathname).toBe('/saved');
    open.mockRestore();
  });

  it("a plain click on a row's link opens it in the app; a ctrl-click is left to the browser", async () => {
    renderTable();
    const link = () => within(bodyRows()[1]).getByRole('link', { name: 'SO-0002' });
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link().dispatchEvent(ctrlClick);
    // Not prevented: the browser opens the link in a new tab itself.
    expect(ctrlClick.defaultPrevented).toBe(false);
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link().dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe('/saved/2');
  });

  it('marks only sortable headers with aria-sort and reports header clicks', async () => {
    const user = userEvent.setup({ delay: null });
    const onSort = jest.fn();
    renderTable(<Table sort={{ orderBy: 'custNumb', order: 'asc' }} onSort={onSort} />);
    const header = (name: string) => screen.getAllByRole('columnheader').find((th) => th.textContent === name)!;
    expect(header('Customer')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Order')).toHaveAttribute('aria-sort', 'none');
    expect(header('Status')).not.toHaveAttribute('aria-sort');
    expect(within(header('Status')).queryByRole('button')).toBeNull();

    await user.click(within(header('Updated')).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith('updated_at', 'desc');
    // A click in the rest of the cell (its padding, beside the words) sorts too; a plain header does nothing.
    await user.click(header('Order'));
    expect(onSort).toHaveBeenLastCalledWith('number', 'asc');
    onSort.mockClear();
    await user.click(header('Status'));
    expect(onSort).not.toHaveBeenCalled();
  });

  it('pads to a fixed number of rows', () => {
    renderTable(<Table padToRows={50} />);
    expect(bodyRows()).toHaveLength(50);
    expect(document.querySelectorAll('tbody > tr[data-row-id]')).toHaveLength(3);
  });

  it('keeps the old rows dimmed under a spinner while loading', () => {
    renderTable(<Table loading />);
    expect(bodyRows()).toHaveLength(3);
    expect(document.querySelector('tbody')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  });

  it('shows a clear message when there are no rows', () => {
    renderTable(<Table rows={[]} empty="No records match the search or filters" />);
    expect(screen.getByText('No records match the search or filters')).toBeInTheDocument();
    expect(selectAll()).toBeDisabled();
  });

  it('shows a load error with Retry instead of the rows', async () => {
    const user = userEvent.setup({ delay: null });
    const onRetry = jest.fn();
    renderTable(<Table error="Something went wrong." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(document.querySelectorAll('tbody > tr[data-row-id]')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
