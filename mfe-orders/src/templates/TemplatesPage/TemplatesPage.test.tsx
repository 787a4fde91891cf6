import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { setNotifier, templateMessages, useSession } from '@portal/shared';
import { captureMessages, gqlError, mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { TemplatesPage } from './TemplatesPage';
import { ADD_TEMPLATE_MUTATION, TEMPLATE_FILTERS_QUERY, TEMPLATES_QUERY, type TemplateDetail, type TemplateRow } from '../api';

// The real api.ts and GraphQL documents run, against a network that checks them against the schema.
const network = mockNetwork();
const lastListVariables = () => network.variables(TEMPLATES_QUERY).at(-1);

jest.setTimeout(30_000);

const row = (id: number, orderId: number, extra: Partial<TemplateRow> = {}): TemplateRow => ({
  id,
  name: `Golf Day ${id}`,
  customer: '10042',
  customerName: 'Maple Golf Club',
  order: 100_000 + orderId,
  orderId,
  type: 'EMB',
  created_at: '2025-05-02T12:00:00Z',
  reps: [
    { code: '101', name: 'Riley Thompson', email: 'rep@demo.local' },
    { code: '102', name: 'Jordan Baker', email: 'rep2@demo.local' },
  ],
  ...extra,
});

/** Where a row leads, for the tests that follow a link. */
const DetailMarker = <Route path="/templates/:orderId" element={<p>template page</p>} />;

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());
const dataRows = () => document.querySelectorAll('tbody > tr[data-row-id]');
const fillerRows = () => document.querySelectorAll('tbody > tr[data-filler]');

beforeEach(() => {
  localStorage.clear();
  network.graphql(TEMPLATES_QUERY, { templates: { templates: [row(31, 901), row(30, 900), row(29, 899)], total: 3 } });
  network.graphql(TEMPLATE_FILTERS_QUERY, {
    templateFilters: {
      customer: [
        { numb: '10042', name: 'Maple Golf Club' },
        { numb: '10077', name: 'Harbour Rowing' },
      ],
      type: ['EMB', 'SCR'],
    },
  });
  network.rest('GET', '/api/reps', [
    { SREP: '101', name: 'Riley Thompson' },
    { SREP: '102', name: 'Jordan Baker' },
  ]);
});
afterEach(() => {
  setNotifier(null);
  useSession.getState().signedOut();
});

describe('templates list', () => {
  it('shows its columns and pads a short page to 50 rows (spec 000 §2)', async () => {
    signInAs(userWith(['order', 'templateEdit']));
    renderScreen('/templates', <TemplatesPage />);
    expect(await screen.findByRole('link', { name: '31' })).toBeInTheDocument();
    expect(headers()).toEqual(['Template #', 'Name', 'Customer #', 'Customer Name', 'Order #', 'Type', 'Reps', 'Created']);
    expect(dataRows()).toHaveLength(3);
    expect(fillerRows()).toHaveLength(47);
    expect(screen.getAllByText('Riley Thompson, Jordan Baker', { selector: 'td' })).toHaveLength(3);
  });

  it('a row opens /templates/{orderId}; the order number links to /orders/{orderId}', async () => {
    signInAs(userWith(['order'], { userType: 'REP', repCode: '101' }));
    const user = userEvent.setup({ delay: null });
    renderScreen('/templates', <TemplatesPage />, { extraRoutes: DetailMarker });
    const templateLink = await screen.findByRole('link', { name: '31' });
    expect(templateLink).toHaveAttribute('href', '/templates/901');
    const tr = templateLink.closest('tr')!;
    expect(within(tr).getByRole('link', { name: '100901' })).toHaveAttribute('href', '/orders/901');
    await user.click(within(tr).getByText('Maple Golf Club'));
    await waitFor(() => expect(window.location.pathname).toBe('/templates/901'));
    expect(await screen.findByText('template page')).toBeInTheDocument();
  });

  it('sends the spec query keys to the server: order, orderBy, page, filter, custNumb and type repeated', async () => {
    signInAs(userWith(['order']));
    renderScreen(
      '/templates?order=asc&orderBy=order&page=2&filter=golf&custNumb=10042&custNumb=10077&type=EMB&type=SCR',
      <TemplatesPage />,
    );
    await screen.findByRole('link', { name: '31' });
    expect(lastListVariables()).toEqual({
      page: 2,
      order: 'asc',
      orderBy: 'order',
      filter: 'golf',
      custNumb: ['10042', '10077'],
      type: ['EMB', 'SCR'],
    });
  });

  it('by default asks for created_at descending, page 1, no filters', async () => {
    signInAs(userWith(['order']));
    renderScreen('/templates', <TemplatesPage />);
    await screen.findByRole('link', { name: '31' });
    expect(lastListVariables()).toEqual({ page: 1, order: 'desc', orderBy: 'created_at', filter: null, custNumb: [], type: [] });
  });

  it('sorting by a header writes orderBy and order to the URL', async () => {
    signInAs(userWith(['order']));
    const user = userEvent.setup({ delay: null });
    const h = renderScreen('/templates', <TemplatesPage />);
    await screen.findByRole('link', { name: '31' });
    await user.click(screen.getByRole('button', { name: 'Customer Name' }));
    await waitFor(() => expect(h.params().get('orderBy')).toBe('customerName'));
    expect(h.params().get('order')).toBe('asc');
    await waitFor(() => expect(lastListVariables()).toEqual(expect.objectContaining({ orderBy: 'customerName', order: 'asc' })));
  });

  it('filters by customer from the drawer (options from templateFilters), as repeated custNumb keys', async () => {
    signInAs(userWith(['order']));
    const user = userEvent.setup({ delay: null });
    const h = renderScreen('/templates', <TemplatesPage />);
    await screen.findByRole('link', { name: '31' });
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const drawer = screen.getAllByRole('dialog').find((d) => within(d).queryByText('Filters'))!;
    await user.click(within(drawer).getByRole('combobox', { name: 'Customer' }));
    for (const label of ['10042 - Maple Golf Club', '10077 - Harbour Rowing']) {
      const option = await waitFor(() => {
        const found = Array.from(document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${label}"]`)).pop();
        if (!found) throw new Error(`no option ${label}`);
        return found;
      });
      await user.click(option);
    }
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(h.params().getAll('custNumb')).toEqual(['10042', '10077']));
    await waitFor(() => expect(lastListVariables()).toEqual(expect.objectContaining({ custNumb: ['10042', '10077'] })));
  });

  it('shows a load failure in place of the rows', async () => {
    signInAs(userWith(['order']));
    // Not a client error: the call's own message, in place of the rows.
    network.graphql(TEMPLATES_QUERY, gqlError('INTERNAL_SERVER_ERROR', 'database down'));
    renderScreen('/templates', <TemplatesPage />);
    expect(await screen.findByText(templateMessages.loadFailed)).toBeInTheDocument();
  });
});

describe('Add Template', () => {
  it('is offered only to templateEdit or approve users', async () => {
    signInAs(userWith(['order'], { userType: 'REP', repCode: '101' }));
    const first = renderScreen('/templates', <TemplatesPage />);
    await screen.findByRole('link', { name: '31' });
    expect(screen.queryByRole('button', { name: 'Add Template' })).not.toBeInTheDocument();
    first.unmount();
    signInAs(userWith(['order', 'approve']));
    renderScreen('/templates', <TemplatesPage />);
    expect(await screen.findByRole('button', { name: 'Add Template' })).toBeInTheDocument();
  });

  it('makes a template from an order number and opens it', async () => {
    signInAs(userWith(['order', 'templateEdit']));
    const shown = captureMessages();
    const created: TemplateDetail = {
      ...row(40, 950),
      order: 100950,
      orderType: '200',
      orderTypeName: 'Regular',
      status: 6,
      statusString: 'Approved',
      po: null,
      currency: 'CAD',
      total: 0,
      items: 0,
      updated_at: '2025-05-02T12:00:00Z',
      createdBy: 'Chris Lalonde',
      lines: [],
    };
    network.graphql(ADD_TEMPLATE_MUTATION, { addTemplateOrder: created });
    const user = userEvent.setup({ delay: null });
    const h = renderScreen('/templates', <TemplatesPage />, { extraRoutes: DetailMarker });
    await user.click(await screen.findByRole('button', { name: 'Add Template' }));
    await waitFor(() => expect(h.params().get('action')).toBe('add'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(templateMessages.orderRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Order #'), '100950');
    await user.type(within(dialog).getByLabelText('Name'), ' Golf Day Polos ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(network.variables(ADD_TEMPLATE_MUTATION)).toEqual([{ order: 100950, name: 'Golf Day Polos', reps: [] }]));
    await waitFor(() => expect(window.location.pathname).toBe('/templates/950'));
    expect(shown.success).toEqual(['Template #40 created.']);
  });
});
