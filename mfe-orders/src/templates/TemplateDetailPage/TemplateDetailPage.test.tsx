import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { setNotifier, templateMessages, useSession } from '@portal/shared';
import { captureMessages, gqlError, mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { TemplateDetailPage } from './TemplateDetailPage';
import { DELETE_TEMPLATE_MUTATION, EDIT_TEMPLATE_MUTATION, TEMPLATE_QUERY, type TemplateDetail } from '../api';

// The real api.ts and GraphQL documents run, against a network that checks them against the schema.
const network = mockNetwork();
const deletes = () => network.variables(DELETE_TEMPLATE_MUTATION);

jest.setTimeout(30_000);

const detail: TemplateDetail = {
  id: 12,
  name: 'Golf Day Polos',
  customer: '10042',
  customerName: 'Maple Golf Club',
  order: 100950,
  orderId: 950,
  type: 'EMB',
  created_at: '2025-05-02T16:00:00Z',
  updated_at: '2025-05-03T16:00:00Z',
  createdBy: 'Chris Lalonde',
  reps: [{ code: '101', name: 'Riley Thompson', email: 'rep@demo.local' }],
  orderType: '200',
  orderTypeName: 'Regular',
  status: 6,
  statusString: 'Approved',
  po: 'PO-4411',
  currency: 'CAD',
  total: 1234.5,
  items: 2,
  lines: [
    { id: 1, styleCode: 'S350', name: 'Performance Tee', color: 'Navy', quantity: 48 },
    { id: 2, styleCode: 'F260', name: 'Premium Fleece Hoodie', color: 'Black', quantity: 24 },
  ],
};

const ListMarker = <Route path="/templates" element={<p>templates list</p>} />;
const open = (url = '/templates/950') =>
  renderScreen(url, <TemplateDetailPage />, { path: '/templates/:orderId', extraRoutes: ListMarker });

beforeEach(() => {
  localStorage.clear();
  network.graphql(TEMPLATE_QUERY, { template: detail });
  network.rest('GET', '/api/reps', [
    { SREP: '101', name: 'Riley Thompson' },
    { SREP: '102', name: 'Jordan Baker' },
  ]);
});
afterEach(() => {
  setNotifier(null);
  useSession.getState().signedOut();
});

describe('template detail', () => {
  it("shows the order's summary, its items and reps; the order number links to /orders/{orderId}", async () => {
    signInAs(userWith(['order'], { userType: 'REP', repCode: '101' }));
    open();
    expect(await screen.findByRole('heading', { name: 'Template #12: Golf Day Polos' })).toBeInTheDocument();
    expect(network.variables(TEMPLATE_QUERY)).toContainEqual({ orderId: 950 });
    expect(screen.getByRole('link', { name: '100950' })).toHaveAttribute('href', '/orders/950');
    expect(screen.getByText('10042 - Maple Golf Club')).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'rep@demo.local' })).toHaveAttribute('href', 'mailto:rep@demo.local');
    expect(within(screen.getByRole('table', { name: 'Items' })).getByText('Premium Fleece Hoodie')).toBeInTheDocument();
  });

  it('offers no Edit or Delete to a rep without templateEdit or approve', async () => {
    signInAs(userWith(['order'], { userType: 'REP', repCode: '101' }));
    open('/templates/950?dialog=delete');
    await screen.findByRole('heading', { name: 'Template #12: Golf Day Polos' });
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    // A pasted ?dialog=delete link opens nothing for them either.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes after confirmation, says "Template #12 deleted successfully." and returns to the list', async () => {
    signInAs(userWith(['order', 'templateEdit']));
    const shown = captureMessages();
    network.graphql(DELETE_TEMPLATE_MUTATION, { deleteTemplateOrder: 12 });
    const user = userEvent.setup({ delay: null });
    const h = open();
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(h.params().get('dialog')).toBe('delete'));
    const dialog = await screen.findByRole('dialog');
    expect(deletes()).toEqual([]); // nothing until confirmed
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shown.success).toEqual(['Template #12 deleted successfully.']));
    expect(deletes()).toEqual([{ id: 12 }]);
    expect(await screen.findByText('templates list')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/templates');
  });

  it('an approver may delete too; Cancel deletes nothing', async () => {
    signInAs(userWith(['order', 'approve']));
    const user = userEvent.setup({ delay: null });
    const h = open();
    await user.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(h.params().has('dialog')).toBe(false));
    expect(deletes()).toEqual([]);
  });

  it('a failed delete closes the dialog and stays on the template', async () => {
    signInAs(userWith(['order', 'templateEdit']));
    network.graphql(DELETE_TEMPLATE_MUTATION, gqlError('INTERNAL_SERVER_ERROR', 'database down'));
    const user = userEvent.setup({ delay: null });
    const h = open('/templates/950?dialog=delete');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(h.params().has('dialog')).toBe(false));
    expect(window.location.pathname).toBe('/templates/950');
    expect(screen.getByRole('heading', { name: 'Template #12: Golf Day Polos' })).toBeInTheDocument();
  });

  it('edits name and reps', async () => {
    signInAs(userWith(['order', 'templateEdit']));
    const shown = captureMessages();
    network.graphql(EDIT_TEMPLATE_MUTATION, { editTemplateOrder: { ...detail, name: 'Golf Day 2026' } });
    const user = userEvent.setup({ delay: null });
    open('/templates/950?dialog=edit');
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Golf Day 2026');
    await user.click(within(dialog).getByRole('combobox', { name: 'Reps' }));
    const option = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option[title="102 - Jordan Baker"]')).pop();
      if (!found) throw new Error('no option yet');
      return found;
    });
    await user.click(option);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(network.variables(EDIT_TEMPLATE_MUTATION)).toEqual([{ id: 12, name: 'Golf Day 2026', reps: ['101', '102'] }]),
    );
    await waitFor(() => expect(shown.success).toEqual(['Template #12 saved.']));
    expect(await screen.findByRole('heading', { name: 'Template #12: Golf Day 2026' })).toBeInTheDocument();
  });

  it('says so when the order has no template the user may see', async () => {
    signInAs(userWith(['order']));
    network.graphql(TEMPLATE_QUERY, { template: null });
    open('/templates/4040');
    expect(await screen.findByText(templateMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Templates' })).toHaveAttribute('href', '/templates');
  });
});
