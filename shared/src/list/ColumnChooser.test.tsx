import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@portal/shared/core';
import { renderAtUrl } from '../testing/renderAtUrl';
import { TestOrdersScreen } from './testing/ordersFixture';

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

// antd in jsdom is slow, and the machine's two cores are shared: allow more than the default 5 s.
jest.setTimeout(20_000);

beforeEach(() => localStorage.clear());

describe('column chooser', () => {
  it('hides a column and remembers it on the device', async () => {
    const user = userEvent.setup({ delay: null });
    const h = renderAtUrl('/saved', <TestOrdersScreen pageSize={5} />);
    expect(headers()).toContain('Customer');
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const panel = await screen.findByRole('group', { name: /Columns/ });
    await user.click(within(panel).getByRole('checkbox', { name: 'Customer' }));
    expect(headers()).not.toContain('Customer');
    expect(document.querySelector('tbody > tr')!.children).toHaveLength(5);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.columns('test.orders'))!)).toEqual({ customer: false });

    h.unmount();
    renderAtUrl('/saved', <TestOrdersScreen pageSize={5} />);
    expect(headers()).not.toContain('Customer');
    expect(headers()).toContain('Order');
  });

  it('shows the default columns again', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem(STORAGE_KEYS.columns('test.orders'), JSON.stringify({ rep: false }));
    renderAtUrl('/saved', <TestOrdersScreen pageSize={5} />);
    expect(headers()).not.toContain('Rep');
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    await user.click(await screen.findByRole('button', { name: 'Show default columns' }));
    expect(headers()).toContain('Rep');
  });
});
