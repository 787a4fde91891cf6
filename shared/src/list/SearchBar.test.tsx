import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@portal/shared/core';
import { renderAtUrl } from '../testing/renderAtUrl';
import { TestOrdersScreen } from './testing/ordersFixture';

const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });
const searchBy = () => screen.getByRole('combobox', { name: 'Search by' });
const shownSearchCol = () => (searchBy() as HTMLSelectElement).selectedOptions[0]?.textContent;
const rowTexts = () => Array.from(document.querySelectorAll('tbody > tr[data-row-id]')).map((tr) => tr.textContent);

async function chooseSearchCol(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.selectOptions(searchBy(), label);
}

// antd in jsdom is slow, and the machine's two cores are shared: allow more than the default 5 s.
jest.setTimeout(20_000);

beforeEach(() => localStorage.clear());

describe('search', () => {
  it('/ puts the cursor in the search box, except while typing in another field', async () => {
    const user = userEvent.setup({ delay: null });
    renderAtUrl('/saved', <TestOrdersScreen pageSize={5} />);
    await user.click(document.body);
    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');

    await user.click(searchBy());
    await user.keyboard('{Escape}');
    await user.type(searchBox(), 'a/b');
    expect(searchBox()).toHaveValue('a/b');
  });

  it('Enter in search writes filter, its column and page 1, and scrolls to the top', async () => {
    const user = userEvent.setup({ delay: null });
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const h = renderAtUrl('/saved?page=3', <TestOrdersScreen pageSize={5} />);
    await user.type(searchBox(), 'SO-001{Enter}');
    await waitFor(() => expect(h.params().get('filter')).toBe('SO-001'));
    expect(h.params().get('searchCol')).toBe('order');
    expect(h.params().has('page')).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(rowTexts().every((t) => t!.includes('SO-001'))).toBe(true);
    scrollTo.mockRestore();
  });

  it('the search icon applies the search too', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderAtUrl('/saved', <TestOrdersScreen pageSize={5} />);
    await user.type(searchBox(), 'SO-0042');
    expect(h.params().has('filter')).toBe(false);
    await user.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(() => expect(h.params().get('filter')).toBe('SO-0042'));
    expect(rowTexts()).toHaveLength(1);
  });

  it('search-by choice is remembered on the device and used when the URL has none', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderAtUrl('/saved', <TestOrdersScreen pageSize={5} />);
    expect(shownSearchCol()).toBe('Order');
    await chooseSearchCol(user, 'Customer');
    await waitFor(() => expect(h.params().get('searchCol')).toBe('customer'));
    expect(localStorage.getItem(STORAGE_KEYS.searchColumn)).toBe('"customer"');
    h.unmount();

    const again = renderAtUrl('/saved', <TestOrdersScreen pageSize={5} />);
    expect(again.params().has('searchCol')).toBe(false);
    expect(shownSearchCol()).toBe('Customer');
    await user.type(searchBox(), 'acme{Enter}');
    await waitFor(() => expect(again.params().get('filter')).toBe('acme'));
    expect(again.params().get('searchCol')).toBe('customer');
    expect(rowTexts().length).toBeGreaterThan(0);
    expect(rowTexts().every((t) => t!.includes('Acme'))).toBe(true);
  });

  it('the box follows the URL: a link with a search shows it, the bare path empties it', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderAtUrl('/saved', <TestOrdersScreen pageSize={5} />);
    await user.type(searchBox(), 'typed but not applied');
    act(() => void h.navigate('/saved?filter=SO-01&searchCol=order'));
    await waitFor(() => expect(searchBox()).toHaveValue('SO-01'));
    act(() => void h.navigate('/saved'));
    await waitFor(() => expect(searchBox()).toHaveValue(''));
  });
});
