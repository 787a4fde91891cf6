import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, setNotifier, useSession } from '@portal/shared';
import { captureMessages, gqlError, mockNetwork, networkError, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { ShippingJobDetailPage } from './ShippingJobDetailPage';
import { SHIPPING_JOB_QUERY, UPDATE_SHIPPING_JOB_MUTATION, type ShippingJob } from '../api';

// The real api.ts and GraphQL documents run, against a network that checks them against the schema.
const network = mockNetwork();
jest.setTimeout(30_000);

const job: ShippingJob = {
  id: 4321,
  quote: 'Q-88',
  createdAt: '2026-11-20T15:00:00Z',
  dateRequired: '2026-12-15T22:00:00Z',
  status: 1,
  statusText: 'Open',
  shipped: false,
  shippedAt: null,
  comments: 'Leave at the back door.',
  po: 'PO-778',
  job: 'Fall hoodies',
  invoice: ['INV700123'],
  chargeCents: 2500,
  canUpdate: true,
  changes: [
    {
      id: 9,
      at: '2026-11-20T15:00:00Z',
      actorName: 'Chris Lalonde',
      table: 'shipping_jobs',
      action: 'insert',
      changes: [{ field: 'job', before: null, after: 'Fall hoodies' }],
    },
  ],
  customer: { number: '10042', name: 'Maple Golf Club' },
  rep: { number: '101', name: 'Riley Thompson' },
  csr: { number: 'C1', name: 'Casey Roy' },
  shipping: {
    customerName: 'Dock 4',
    address1: '12 King St W',
    address2: null,
    address3: null,
    city: 'Toronto',
    state: 'ON',
    country: 'Canada',
    zip: 'M5H 1A1',
  },
  createdBy: { id: 2, name: 'Chris Lalonde' },
  shipViaCode: { id: 'UPSG', name: 'UPS Ground' },
  items: [
    {
      id: 77,
      jobId: 4321,
      order: { id: 950, numb: 100950, status: 6, orderType: '200', currency: 'CAD' },
      sizes: [
        { id: 501, display: 'M', C: 2, U: 0, availableC: 6, availableU: 1, quantity: 7 },
        { id: 502, display: 'L', C: 1, U: 1, availableC: 3, availableU: 2, quantity: 5 },
      ],
      item: {
        sku: 'F260',
        name: 'Premium Fleece Hoodie',
        color: 'Black',
        image: '/Images/Products/F260_BLK.png',
        orderNumb: 100950,
        orderID: 950,
      },
    },
  ],
};

const open = (url = '/shippingJobs/4321') => renderScreen(url, <ShippingJobDetailPage />, { path: '/shippingJobs/:jobNumb' });

beforeEach(() => network.graphql(SHIPPING_JOB_QUERY, { shippingJob: job }));
afterEach(() => {
  setNotifier(null);
  useSession.getState().signedOut();
});

describe('shipping job detail', () => {
  it('shows the job with its invoice link, and items linking to /order_history/{orderId}', async () => {
    signInAs(userWith([]));
    open();
    expect(await screen.findByRole('heading', { name: 'Shipping Job #4321' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'INV700123' })).toHaveAttribute('href', '/Images/Invoice/INV700123.pdf');
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByRole('link', { name: '100950' })).toHaveAttribute('href', '/order_history/950');
    expect(within(items).getByText('M: 2 / 0')).toBeInTheDocument();
    expect(screen.getByText('UPS Ground')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'History' })).getByText('Job title: Fall hoodies')).toBeInTheDocument();
  });

  it('Update Shipping Quantities starts at the full quantities and sends them keyed by the job number', async () => {
    signInAs(userWith(['orderEdit']));
    const said = captureMessages();
    network.graphql(UPDATE_SHIPPING_JOB_MUTATION, {
      updateShippingJob: {
        ...job,
        items: [{ ...job.items[0], sizes: job.items[0].sizes.map((s) => ({ ...s, C: s.availableC, U: s.availableU })) }],
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Update Shipping Quantities' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Shipping Quantities' });
    expect(within(dialog).getByRole('spinbutton', { name: 'F260 Black M C' })).toHaveValue('6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(network.variables(UPDATE_SHIPPING_JOB_MUTATION)).toEqual([
        {
          input: {
            orderNumb: 4321,
            items: [
              { id: 501, abbr: 'M', C: 6, U: 1 },
              { id: 502, abbr: 'L', C: 3, U: 2 },
            ],
          },
        },
      ]),
    );
    await waitFor(() => expect(said.success).toContain(messages.shippingQuantitiesUpdated));
  });

  it('Update is disabled when every quantity is 0; a refusal keeps the dialog with the server reason', async () => {
    signInAs(userWith(['approve']));
    const said = captureMessages();
    network.graphql(UPDATE_SHIPPING_JOB_MUTATION, gqlError('CONFLICT', 'Shipping job #4321 has shipped: its quantities cannot change.'));
    open('/shippingJobs/4321?dialog=update');
    const dialog = await screen.findByRole('dialog', { name: 'Update Shipping Quantities' });
    for (const input of within(dialog).getAllByRole('spinbutton')) {
      await userEvent.clear(input);
      await userEvent.type(input, '0');
    }
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update' })).toBeDisabled());
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'F260 Black L U' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'F260 Black L U' }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(said.error).toContain('Shipping job #4321 has shipped: its quantities cannot change.'));
    expect(network.variables(UPDATE_SHIPPING_JOB_MUTATION)[0]).toEqual({
      input: {
        orderNumb: 4321,
        items: [
          { id: 501, abbr: 'M', C: 0, U: 0 },
          { id: 502, abbr: 'L', C: 0, U: 2 },
        ],
      },
    });
    expect(screen.getByRole('dialog', { name: 'Update Shipping Quantities' })).toBeInTheDocument();
  });

  it('without order_edit or approve there is no update, even from the address', async () => {
    signInAs(userWith(['order']));
    network.graphql(SHIPPING_JOB_QUERY, { shippingJob: { ...job, canUpdate: false } });
    open('/shippingJobs/4321?dialog=update');
    expect(await screen.findByRole('heading', { name: 'Shipping Job #4321' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Shipping Quantities' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a failed fetch reads the spec's one text for the shipping-job fetches", async () => {
    signInAs(userWith([]));
    network.graphql(SHIPPING_JOB_QUERY, networkError());
    open();
    expect(
      await screen.findByText('An error occured while fetching the available orders (or the order), please try again later.'),
    ).toBeInTheDocument();
  });
});
