import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESIGN_SAMPLE_MESSAGES as M, messages } from '@portal/shared';
import { captureMessages, gqlError, mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { ADD_PRICE, CLOSE_SAMPLE, SAMPLE_REQUEST_QUERY, SAMPLE_REQUESTS_QUERY, VENDORS_QUERY, type SampleRequest } from '../api';
import { SampleRequestDetailPage } from './SampleRequestDetailPage';

// /designSampleRequests/{id} (spec 002 §2-§4): the request, the timeline (comments with files and
// vendor prices), the actions the server offers; the Add Price and Approve Sample dialogs.
const network = mockNetwork();
jest.setTimeout(30_000);

const SAMPLE: SampleRequest = {
  id: 9,
  dateRequested: '2026-03-02T15:00:00.000Z',
  dateRecieved: '2026-03-05T15:00:00.000Z',
  dateClosed: null,
  actions: ['addPrice', 'approve', 'cancel', 'comment'],
  status: { code: 2, description: 'Awaiting Approval' },
  design: { key: 'D60001-1', id: 'D60001', variation: 1, method: 'SCRP', image: '/Images/Designs/D60001-1.svg' },
  createdBy: { name: 'Sam Samples' },
  vendor: null,
  pricedVendors: [{ number: 'V100', name: 'Northern Print' }],
  timeline: [
    {
      id: 3,
      type: 'price',
      date: '2026-03-06T15:00:00.000Z',
      comment: '',
      createdBy: { name: 'Sam Samples', email: 'samples@demo.local' },
      files: [],
      vendor: { number: 'V100', name: 'Northern Print' },
      prices: [
        { price: 4.5, quantity: 100 },
        { price: 3.75, quantity: 500 },
      ],
    },
    {
      id: 2,
      type: 'comment',
      date: '2026-03-05T15:00:00.000Z',
      comment: 'Samples in',
      createdBy: { name: 'Sam Samples', email: 'samples@demo.local' },
      files: [{ id: 1, name: 'front.png', url: '/api/designSampleRequest/9/file/1' }],
      vendor: null,
      prices: [],
    },
    {
      id: 1,
      type: 'system',
      date: '2026-03-02T15:00:00.000Z',
      comment: 'Sample requested by Sam Samples.',
      createdBy: null,
      files: [],
      vendor: null,
      prices: [],
    },
  ],
};
const VENDORS = [
  { number: 'V100', name: 'Northern Print' },
  { number: 'V200', name: 'Lakeside Embroidery' },
];
const open = (s: Partial<SampleRequest> = {}, url = '/designSampleRequests/9') => {
  network.graphql(SAMPLE_REQUEST_QUERY, { designSampleRequest: { ...SAMPLE, ...s } });
  return renderScreen(url, <SampleRequestDetailPage />, { path: '/designSampleRequests/:id' });
};
const footerButton = (name: string) => screen.getAllByRole('button', { name }).find((b) => b.closest('.ant-modal-footer'))!;

beforeEach(() => {
  network.graphql(VENDORS_QUERY, { designVendors: VENDORS });
  network.graphql(SAMPLE_REQUESTS_QUERY, { designSampleRequests: { total: 0, requests: [] } });
});

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const items = await screen.findAllByTitle(option);
  await user.click(items[items.length - 1]);
}

describe('SampleRequestDetailPage', () => {
  it('shows the request, its timeline with the vendor’s prices and files, and the actions the server offers', async () => {
    signInAs(userWith(['createDesignSample']));
    open();
    expect(await screen.findByRole('heading', { name: 'Design Sample Request #9' })).toBeInTheDocument();
    expect(screen.getByLabelText('Request status')).toHaveTextContent('Awaiting Approval');
    expect(screen.getByText('D60001-1 (SCRP)')).toBeInTheDocument();
    expect(screen.getByText('Prices from V100 - Northern Print: $4.50 × 100, $3.75 × 500')).toBeInTheDocument();
    expect(screen.getByText('Samples in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /front\.png/ })).toHaveAttribute('href', '/api/designSampleRequest/9/file/1');
    for (const name of ['Add Price', 'Approve Sample', 'Cancel Request']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recieve Samples' })).not.toBeInTheDocument();
  });

  it('a closed request offers nothing and its timeline is read-only; an unknown one shows the not-found state', async () => {
    signInAs(userWith(['viewDesignSample']));
    const { unmount } = open({
      actions: [],
      status: { code: 3, description: 'Approved' },
      vendor: { number: 'V100', name: 'Northern Print' },
    });
    expect(await screen.findByText('V100 - Northern Print')).toBeInTheDocument();
    for (const name of ['Add Price', 'Approve Sample', 'Cancel Request', 'Recieve Samples'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument();
    unmount();
    network.graphql(SAMPLE_REQUEST_QUERY, { designSampleRequest: null });
    renderScreen('/designSampleRequests/404', <SampleRequestDetailPage />, { path: '/designSampleRequests/:id' });
    expect(await screen.findByText(M.sampleNotFound)).toBeInTheDocument();
  });

  it('Add Price: a vendor and priced lines by the shared rules; sent as one entry per line', async () => {
    signInAs(userWith(['createDesignSample']));
    network.graphql(ADD_PRICE, { addDesignSamplePrice: 9 });
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Add Price' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(M.vendorRequired)).toBeInTheDocument();
    expect(footerButton('Add Price')).toBeDisabled();
    await choose(user, 'Vendor', 'V200 - Lakeside Embroidery');
    expect(within(dialog).getByText(M.priceInvalid)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Price 1'), '0');
    await user.tab();
    expect(within(dialog).getByText(M.priceInvalid)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Price 1'));
    await user.type(within(dialog).getByLabelText('Price 1'), '5.25');
    await user.click(within(dialog).getByRole('button', { name: 'Add a quantity' }));
    await user.type(within(dialog).getByLabelText('Price 2'), '4');
    await user.clear(within(dialog).getByLabelText('Quantity 2'));
    await user.type(within(dialog).getByLabelText('Quantity 2'), '250');
    await user.tab();
    await waitFor(() => expect(footerButton('Add Price')).toBeEnabled());
    await user.click(footerButton('Add Price'));
    await waitFor(() =>
      expect(network.variables(ADD_PRICE)).toEqual([
        {
          id: 9,
          prices: [
            { vendor: 'V200', price: 5.25, quantity: 1 },
            { vendor: 'V200', price: 4, quantity: 250 },
          ],
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Approve Sample: offers the priced vendors only, says it is irreversible, sends the vendor; a refusal keeps the dialog', async () => {
    signInAs(userWith(['createDesignSample']));
    const shown = captureMessages();
    network.graphqlOnce(CLOSE_SAMPLE, gqlError('CONFLICT', M.vendorNotPriced));
    network.graphql(CLOSE_SAMPLE, { closeDesignSampleRequest: 9 });
    const user = userEvent.setup({ delay: null });
    open({
      pricedVendors: [
        { number: 'V100', name: 'Northern Print' },
        { number: 'V300', name: 'Bay Screen' },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Sample' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(new RegExp(messages.actionIrreversible.replace('.', '\\.')))).toBeInTheDocument();
    expect(footerButton('Approve Sample')).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Vendor'));
    expect(await screen.findByTitle('V300 - Bay Screen')).toBeInTheDocument();
    expect(screen.queryByTitle('V200 - Lakeside Embroidery')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('V300 - Bay Screen'));
    await user.click(footerButton('Approve Sample'));
    await waitFor(() => expect(network.variables(CLOSE_SAMPLE)).toEqual([{ id: 9, vendor: 'V300' }]));
    await waitFor(() => expect(shown.error).toEqual([M.vendorNotPriced]));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(footerButton('Approve Sample'));
    await waitFor(() => expect(network.variables(CLOSE_SAMPLE)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
