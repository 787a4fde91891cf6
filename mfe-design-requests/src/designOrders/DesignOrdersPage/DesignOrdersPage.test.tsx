import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { DESIGN_ORDERS_QUERY, type DesignOrderRow } from '../api';
import { DesignOrdersPage } from './DesignOrdersPage';

// /designOrders (spec 002 §2): its columns, the linked orders to /approved/{id}, the Filter box,
// Create Order for createDesignOrder only.
const network = mockNetwork();
jest.setTimeout(30_000);

const row = (id: number, extra: Partial<DesignOrderRow> = {}): DesignOrderRow => ({
  id,
  createdOn: '2026-03-02T15:00:00.000Z',
  designMethod: 'SCRP',
  quantity: 250,
  po: null,
  status: { code: 1, description: 'Quantity Requested' },
  design: { key: 'D60001-1', image: '/Images/Designs/D60001-1.svg' },
  createdBy: { name: 'Sam Samples' },
  orders: [],
  ...extra,
});

beforeEach(() => localStorage.clear());

describe('DesignOrdersPage', () => {
  it('lists the orders with their columns; a linked order opens /approved/{id}; the Filter box asks the server', async () => {
    signInAs(userWith(['viewDesignOrder']));
    network.graphql(DESIGN_ORDERS_QUERY, {
      designOrders: {
        total: 2,
        orders: [
          row(5, { po: 'DO000005', status: { code: 2, description: 'Ordered' }, orders: [{ id: 812, numb: 1042, quantity: 24 }] }),
          row(4),
        ],
      },
    });
    const user = userEvent.setup({ delay: null });
    renderScreen('/designOrders', <DesignOrdersPage />, { path: '/designOrders' });
    expect(await screen.findByText('DO000005')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim())
        .filter(Boolean),
    ).toEqual(
      expect.arrayContaining([
        'Order #',
        'Date Created',
        'Image',
        'Design',
        'Design Method',
        'Quantity',
        'Orders',
        'PO#',
        'Status',
        'Created By',
      ]),
    );
    expect(screen.getByRole('link', { name: '1042 (24)' })).toHaveAttribute('href', '/approved/812');
    const first = screen.getByRole('link', { name: '1042 (24)' }).closest('tr')!;
    expect(within(first).getByText('Ordered')).toBeInTheDocument();
    expect(network.variables(DESIGN_ORDERS_QUERY)).toEqual([{ page: 1, search: null }]);
    expect(screen.queryByRole('button', { name: 'Create Order' })).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Filter: order #, design, created by, PO'), 'DO000005{Enter}');
    await waitFor(() => expect(network.variables(DESIGN_ORDERS_QUERY).at(-1)).toEqual({ page: 1, search: 'DO000005' }));
  });

  it('offers Create Order to createDesignOrder', async () => {
    signInAs(userWith(['createDesignOrder']));
    network.graphql(DESIGN_ORDERS_QUERY, { designOrders: { total: 1, orders: [row(4)] } });
    renderScreen('/designOrders', <DesignOrdersPage />, { path: '/designOrders' });
    expect(await screen.findByText('D60001-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Order' })).toBeInTheDocument();
  });
});
