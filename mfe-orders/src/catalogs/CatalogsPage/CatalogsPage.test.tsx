import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogMessages, setNotifier, useSession } from '@portal/shared';
import { CatalogsPage } from './CatalogsPage';
import { CATALOG_ORDER_OPTIONS_QUERY, CATALOGS_QUERY, UPDATE_CATALOG_MUTATION, type Catalog } from '../api';
import { captureMessages, gqlError, mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';

// The real api.ts and GraphQL documents run, against a network that checks them against the schema.
const network = mockNetwork();

// antd in jsdom is slow, and the machine's two cores are shared.
jest.setTimeout(30_000);

const catalog = (id: number, extra: Partial<Catalog> = {}): Catalog => ({
  id,
  name: `Team Store ${id}`,
  user: 'Riley Thompson',
  rep: '101',
  created_at: '2025-06-01T15:30:00Z',
  customer: '10042',
  customerName: 'Maple Minor Hockey',
  url: `https://catalog.example.com/catalog/${id}`,
  editable: true,
  orders: [
    { id: 1, orderId: 501, name: 'Fall Collection', numb: 100501, status: 5, statusString: "Manager's Approval" },
    { id: 2, orderId: 502, name: 'PO-1', numb: 100502, status: 7, statusString: 'Shipped' },
  ],
  ...extra,
});

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());

beforeEach(() => {
  localStorage.clear();
  network.graphql(CATALOGS_QUERY, { catalogs: { catalogs: [catalog(7), catalog(8, { editable: false })], total: 2 } });
  network.graphql(CATALOG_ORDER_OPTIONS_QUERY, {
    catalogOrderOptions: [
      { orderId: 501, numb: 100501, name: 'Fall Collection', status: 5, statusString: "Manager's Approval" },
      { orderId: 503, numb: 100503, name: 'Spring Collection', status: 0, statusString: 'Saved' },
    ],
  });
});
afterEach(() => {
  setNotifier(null);
  useSession.getState().signedOut();
});

describe('catalogs list', () => {
  it('shows the spec columns; the name opens the ordering site, each order its status list', async () => {
    signInAs(userWith(['order', 'orderEdit']));
    renderScreen('/catalogs', <CatalogsPage />);
    expect(await screen.findByRole('link', { name: 'Team Store 7' })).toBeInTheDocument();
    expect(headers()).toEqual(['Name', 'Date', 'Created By', 'Customer #', 'Customer Name', 'Orders', 'Edit']);
    const site = screen.getByRole('link', { name: 'Team Store 7' });
    expect(site).toHaveAttribute('href', 'https://catalog.example.com/catalog/7');
    expect(site).toHaveAttribute('target', '_blank');
    const row = site.closest('tr')!;
    // spec 000 §4: ManagersApproval -> /manager, Shipped -> /order_history
    expect(within(row).getByRole('link', { name: '100501' })).toHaveAttribute('href', '/manager/501');
    expect(within(row).getByRole('link', { name: '100502' })).toHaveAttribute('href', '/order_history/502');
    expect(within(row).getByText('2025-06-01')).toBeInTheDocument();
    expect(within(row).getByText('Riley Thompson')).toBeInTheDocument();
    // The server says which rows the user may edit.
    expect(screen.getByRole('button', { name: 'Edit Team Store 7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Team Store 8' })).not.toBeInTheDocument();
  });

  it('has no Edit column for view-only staff or customer users', async () => {
    signInAs(userWith([]));
    const first = renderScreen('/catalogs', <CatalogsPage />);
    await screen.findByRole('link', { name: 'Team Store 7' });
    expect(headers()).not.toContain('Edit');
    first.unmount();
    signInAs(userWith(['order', 'products'], { userType: 'CUSTOMER' }));
    renderScreen('/catalogs', <CatalogsPage />);
    await screen.findByRole('link', { name: 'Team Store 7' });
    expect(headers()).not.toContain('Edit');
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('asks the server for the filter, page and sort the URL holds', async () => {
    signInAs(userWith(['order']));
    renderScreen('/catalogs?filter=maple&page=2&orderBy=name&order=asc', <CatalogsPage />);
    await screen.findByRole('link', { name: 'Team Store 7' });
    expect(network.variables(CATALOGS_QUERY).at(-1)).toEqual({ filter: 'maple', page: 2, order: 'asc', orderBy: 'name' });
  });

  it('shows the spec message when the catalogs cannot be loaded', async () => {
    signInAs(userWith(['order']));
    // Not a client error: the call's own message (spec 000 §8), shown in the table.
    network.graphql(CATALOGS_QUERY, gqlError('INTERNAL_SERVER_ERROR', 'database down'));
    renderScreen('/catalogs', <CatalogsPage />);
    expect(await screen.findByText('An error occured please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('catalog edit dialog', () => {
  it('renames and removes an order in one save, then closes with a message', async () => {
    signInAs(userWith(['order'], { userType: 'REP', repCode: '101' }));
    const shown = captureMessages();
    network.graphql(UPDATE_CATALOG_MUTATION, { updateCatalog: catalog(7, { name: 'Winter Store' }) });
    const user = userEvent.setup({ delay: null });
    const h = renderScreen('/catalogs', <CatalogsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Team Store 7' }));
    await waitFor(() => expect(h.params().get('action')).toBe('edit'));
    expect(h.params().get('id')).toBe('7');

    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Winter Store');
    // Remove order 100502 from the picker.
    const tag = Array.from(dialog.querySelectorAll('.ant-select-selection-item')).find((el) => el.textContent?.includes('#100502'))!;
    await user.click(tag.querySelector('.ant-select-selection-item-remove')!);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(network.variables(UPDATE_CATALOG_MUTATION)).toHaveLength(1));
    expect(network.variables(UPDATE_CATALOG_MUTATION)[0]).toEqual({ id: 7, name: 'Winter Store', addOrders: [], removeOrders: [502] });
    await waitFor(() => expect(shown.success).toEqual([catalogMessages.saved]));
    await waitFor(() => expect(h.params().has('action')).toBe(false));
  });

  it('adds an order found by searching the customer’s orders', async () => {
    signInAs(userWith(['orderEdit']));
    captureMessages();
    network.graphql(UPDATE_CATALOG_MUTATION, { updateCatalog: catalog(7) });
    const user = userEvent.setup({ delay: null });
    renderScreen('/catalogs?action=edit&id=7', <CatalogsPage />);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Orders' }), '100503');
    await waitFor(() => expect(network.variables(CATALOG_ORDER_OPTIONS_QUERY).at(-1)).toEqual({ id: 7, search: '100503' }));
    const option = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find((el) =>
        el.textContent?.includes('#100503'),
      );
      if (!found) throw new Error('option not shown yet');
      return found;
    });
    await user.click(option);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(network.variables(UPDATE_CATALOG_MUTATION)).toHaveLength(1));
    expect(network.variables(UPDATE_CATALOG_MUTATION)[0]).toEqual({ id: 7, name: 'Team Store 7', addOrders: [503], removeOrders: [] });
  });

  it('refuses a blank name with the shared message and sends nothing', async () => {
    signInAs(userWith(['orderEdit']));
    const user = userEvent.setup({ delay: null });
    renderScreen('/catalogs?action=edit&id=7', <CatalogsPage />);
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(catalogMessages.nameRequired)).toBeInTheDocument();
    expect(network.variables(UPDATE_CATALOG_MUTATION)).toEqual([]);
  });
});
