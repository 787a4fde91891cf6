import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtUrl } from '../testing/renderAtUrl';
import { TestOrdersScreen } from './testing/ordersFixture';

type User = ReturnType<typeof userEvent.setup>;

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });
// antd labels the drawer through an id that is fixed in tests, so find it by its title instead.
const findDrawer = () => screen.queryAllByRole('dialog').find((d) => within(d).queryByText('Filters'));
const drawer = () => findDrawer() ?? screen.getByRole('dialog', { name: 'Filters' });
// The select and date inputs have clear buttons of their own; the drawer's says so in its text.
const clearButton = () =>
  within(drawer())
    .getAllByRole('button', { name: 'Clear' })
    .find((b) => b.textContent === 'Clear')!;
const tags = () => Array.from(document.querySelectorAll('[aria-label="Active filters"] .ant-tag')).map((t) => t.textContent);
const rowTexts = () => Array.from(document.querySelectorAll('tbody > tr[data-row-id]')).map((tr) => tr.textContent);

async function pick(user: User, selectName: string, optionLabel: string) {
  await user.click(within(drawer()).getByRole('combobox', { name: selectName }));
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${optionLabel}"]`)).pop();
    if (!found) throw new Error(`no option ${optionLabel}`);
    return found;
  });
  await user.click(option);
}

// antd in jsdom is slow, and the machine's two cores are shared: allow more than the default 5 s.
jest.setTimeout(20_000);

beforeEach(() => localStorage.clear());

describe('filter drawer', () => {
  it('Apply writes repeated keys (status=1&status=2) and goes back to page 1; Clear removes them', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderAtUrl('/saved?page=2', <TestOrdersScreen pageSize={5} />);
    expect(filtersButton()).toHaveAccessibleName('Filters');

    await user.click(filtersButton());
    await pick(user, 'Status', 'Awaiting Art');
    await pick(user, 'Status', 'Art Requested');
    await pick(user, 'Rep', 'Rep 101');
    expect(h.params().has('status')).toBe(false); // a draft until Apply
    await user.click(within(drawer()).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(h.params().getAll('status')).toEqual(['1', '2']));
    expect(window.location.search).toContain('status=1&status=2');
    expect(h.params().getAll('rep')).toEqual(['101']);
    expect(h.params().has('page')).toBe(false);
    expect(filtersButton()).toHaveAccessibleName('Filters (2 active)');
    expect(tags()).toEqual(['Status: Awaiting Art', 'Status: Art Requested', 'Rep: Rep 101']);
    expect(rowTexts().every((t) => !t!.includes('Saved') && t!.includes('101'))).toBe(true);

    await user.click(filtersButton());
    // The drawer opens on what the URL applies.
    expect(within(drawer()).getByText('Awaiting Art')).toBeInTheDocument();
    await user.click(clearButton());
    await waitFor(() => expect(h.params().has('status')).toBe(false));
    expect(h.params().has('rep')).toBe(false);
    expect(tags()).toEqual([]);
    expect(filtersButton()).toHaveAccessibleName('Filters');
  });

  it('active filters show as tags above the table; removing a tag removes that value only', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderAtUrl('/saved?status=0&status=2&rep=102', <TestOrdersScreen pageSize={5} />);
    expect(tags()).toEqual(['Status: Saved', 'Status: Art Requested', 'Rep: Rep 102']);
    await user.click(screen.getByRole('button', { name: 'Remove Status: Saved' }));
    await waitFor(() => expect(h.params().getAll('status')).toEqual(['2']));
    expect(h.params().getAll('rep')).toEqual(['102']);
    expect(tags()).toEqual(['Status: Art Requested', 'Rep: Rep 102']);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(h.params().toString()).toBe(''));
  });

  it('a date range reads startDate/endDate, counts once and is removed as one', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderAtUrl('/saved?startDate=2024-01-01&endDate=2024-01-31', <TestOrdersScreen pageSize={5} />);
    expect(tags()).toEqual(['Date: 2024-01-01 – 2024-01-31']);
    expect(filtersButton()).toHaveAccessibleName('Filters (1 active)');

    await user.click(filtersButton());
    const inputs = within(drawer())
      .getAllByRole('textbox')
      .filter((i) => i.closest('.ant-picker'));
    expect(inputs.map((i) => (i as HTMLInputElement).value)).toEqual(['2024-01-01', '2024-01-31']);
    await user.click(within(drawer()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(findDrawer()).toBeUndefined());
    expect(h.params().get('startDate')).toBe('2024-01-01');
    expect(h.params().get('endDate')).toBe('2024-01-31');

    await user.click(screen.getByRole('button', { name: 'Remove Date: 2024-01-01 – 2024-01-31' }));
    await waitFor(() => expect(h.params().has('startDate')).toBe(false));
    expect(h.params().has('endDate')).toBe(false);
  });

  it('typing a date range writes startDate and endDate', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderAtUrl('/saved', <TestOrdersScreen pageSize={5} />);
    await user.click(filtersButton());
    const [from, to] = within(drawer())
      .getAllByRole('textbox')
      .filter((i) => i.closest('.ant-picker'));
    await user.click(from);
    await user.type(from, '2024-02-01{Enter}');
    await user.type(to, '2024-02-10{Enter}');
    await user.click(within(drawer()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(h.params().get('startDate')).toBe('2024-02-01'));
    expect(h.params().get('endDate')).toBe('2024-02-10');
    expect(tags()).toEqual(['Date: 2024-02-01 – 2024-02-10']);
  });
});
