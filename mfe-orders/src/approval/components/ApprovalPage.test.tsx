import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { messages } from '@portal/shared/core';
import { gqlError, mockNetwork, networkError, renderScreen } from '@portal/shared/testing';
import { APPROVE_ORDER_MUTATION, ORDER_APPROVAL_QUERY, REJECT_ORDER_MUTATION } from '../api';
import { ApprovePage } from '../ApprovePage/ApprovePage';
import approvalFirstPaint from '../PublicApprovalPage/approvalFirstPaint';
import PublicApprovalPage from '../PublicApprovalPage/PublicApprovalPage';
import { RejectPage } from '../RejectPage/RejectPage';

// The real api.ts (over publicGql.ts) and GraphQL documents run, against a network that checks them
// against the schema.
const network = mockNetwork();
const linkChecks = () => network.variables(ORDER_APPROVAL_QUERY);
const approvals = () => network.variables(APPROVE_ORDER_MUTATION);
// The page's stylesheet is rspack's business (experiments.css); Jest has no CSS transform.
jest.mock('./ApprovalPage.css', () => ({}));

const LINK_ID = 'a'.repeat(21) + '_-' + 'B'.repeat(20);
const unavailable = () => gqlError('BAD_USER_INPUT', messages.approvalLinkUnavailableReply);

/** The page as the public host page shows it: the `./approval` module, no router, no providers. */
function openPublic(action: 'approve' | 'reject', linkId = LINK_ID, orderId = '42') {
  return render(<PublicApprovalPage pathname={`/order_approval/${orderId}/${linkId}/${action}`} />);
}

/** The same page as the portal's own routes render it (routes.data.ts, inside the shell's router). */
function openInPortal(action: 'approve' | 'reject', linkId = LINK_ID, orderId = '42') {
  return renderScreen(`/order_approval/${orderId}/${linkId}/${action}`, <ApprovePage />, {
    path: '/order_approval/:orderId/:id/approve',
    extraRoutes: <Route path="/order_approval/:orderId/:id/reject" element={<RejectPage />} />,
  });
}

async function fill(values: { email?: string; name?: string; comment?: string }) {
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.name) await userEvent.type(screen.getByLabelText('Name'), values.name);
  if (values.comment) await userEvent.type(screen.getByLabelText('Comment'), values.comment);
}

jest.setTimeout(20_000);

/** The order the link shows: two items (one with a design and a size upcharge), a rush charge, the total. */
const LINK = {
  orderNumber: 100123,
  customerName: 'Maple Leaf Sports',
  po: 'PO-1',
  currency: 'CAD',
  totalCents: 21_250,
  items: [
    {
      id: 501,
      styleCode: 'G500',
      name: 'Heavy Cotton Tee',
      color: 'Navy',
      design: 'D12345-2',
      priceCents: 1_250,
      quantity: 10,
      amountCents: 12_700,
      sizes: [
        { size: 'M', quantity: 6, upchargeCents: 0 },
        { size: '2XL', quantity: 4, upchargeCents: 50 },
      ],
    },
    {
      id: 502,
      styleCode: 'G185',
      name: 'Hooded Sweatshirt',
      color: 'Black',
      design: null,
      priceCents: 3_550,
      quantity: 2,
      amountCents: 7_100,
      sizes: [{ size: 'L', quantity: 2, upchargeCents: 0 }],
    },
  ],
  charges: [{ name: 'Rush charge', amountCents: 1_450 }],
};

beforeEach(() => {
  network.graphql(ORDER_APPROVAL_QUERY, { orderApproval: LINK });
  network.graphql(APPROVE_ORDER_MUTATION, { approveOrder: true });
  network.graphql(REJECT_ORDER_MUTATION, { rejectOrder: true });
});

describe('Approve Order page', () => {
  it('goes LOADING -> INPUT for a valid link: title, email and name, Approve', async () => {
    openPublic('approve');
    expect(screen.getByRole('heading', { level: 1, name: 'Approve Order' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Order #100123 for Maple Leaf Sports, PO PO-1')).toBeInTheDocument();
    expect(linkChecks()).toEqual([{ id: LINK_ID, order: 42 }]);
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '255');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxLength', '255');
    expect(screen.queryByLabelText('Comment')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(document.title).toBe('Approve Order');
  });

  it("shows what is approved: each item's art, colour, design, sizes and quantities, prices, the charges and the total", async () => {
    openPublic('approve');
    const order = await screen.findByRole('region', { name: 'Your order' });
    const items = within(order)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('approval-item'));
    expect(items).toHaveLength(2);
    const [tee, hoodie] = items;
    expect(tee).toHaveTextContent('Heavy Cotton Tee (G500)');
    expect(tee).toHaveTextContent('Colour: Navy');
    expect(tee).toHaveTextContent('Design: D12345-2');
    expect(within(tee).getByRole('list', { name: 'Sizes of Heavy Cotton Tee' })).toHaveTextContent('M × 6');
    expect(within(tee).getByRole('list', { name: 'Sizes of Heavy Cotton Tee' })).toHaveTextContent('2XL × 4 (+$0.50)');
    expect(tee).toHaveTextContent('10 × $12.50 = $127.00');
    expect(hoodie).not.toHaveTextContent('Design:');
    expect(hoodie).toHaveTextContent('2 × $35.50 = $71.00');
    // The art through the link itself: lazy, its size reserved, a tap opens the full art.
    const art = within(tee).getByRole('img', { name: 'Art of Heavy Cotton Tee, Navy' });
    expect(art).toHaveAttribute('src', `/api/order_approval/42/${LINK_ID}/art/501?size=screen`);
    expect(art).toHaveAttribute('loading', 'lazy');
    expect(art).toHaveAttribute('width', '120');
    expect(art).toHaveAttribute('height', '120');
    expect(art.closest('a')).toHaveAttribute('href', `/api/order_approval/42/${LINK_ID}/art/501`);
    expect(within(order).getByText('Rush charge').nextSibling).toHaveTextContent('$14.50');
    expect(within(order).getByText('Total').nextSibling).toHaveTextContent('$212.50 CAD');
  });

  it("says 'failed to load image' in place of art that cannot be loaded, keeping its description", async () => {
    openPublic('approve');
    const art = await screen.findByRole('img', { name: 'Art of Hooded Sweatshirt, Black' });
    fireEvent.error(art);
    const failed = screen.getByRole('img', { name: 'Art of Hooded Sweatshirt, Black' });
    expect(failed).toHaveTextContent('failed to load image');
    expect(failed.tagName).toBe('SPAN');
    expect(screen.getByRole('img', { name: 'Art of Heavy Cotton Tee, Navy' }).tagName).toBe('IMG');
  });

  it('asks for the e-mail and the name before calling the server, marking and focusing the field', async () => {
    openPublic('approve');
    await screen.findByLabelText('Email');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await fill({ email: 'pat@customer' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email.');
    await fill({ email: '.example' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(approvals()).toEqual([]);
  });

  it('stops checking the link when the page is left before the answer', async () => {
    network.graphql(ORDER_APPROVAL_QUERY, () => new Promise(() => {}));
    const page = openPublic('approve');
    await waitFor(() => expect(network.graphqlCalls(ORDER_APPROVAL_QUERY)).toHaveLength(1));
    const [check] = network.graphqlCalls(ORDER_APPROVAL_QUERY);
    expect(check.signal.aborted).toBe(false);
    page.unmount();
    await waitFor(() => expect(check.signal.aborted).toBe(true));
  });

  it('approves and shows the success text, with the focus on it', async () => {
    openPublic('approve');
    await screen.findByLabelText('Email');
    await fill({ email: ' pat@customer.example ', name: 'Pat Buyer' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(messages.approvalApproved)).toHaveFocus();
    expect(approvals()).toEqual([{ id: LINK_ID, order: 42, email: 'pat@customer.example', name: 'Pat Buyer' }]);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('sends once however often the button is pressed while the answer is on its way', async () => {
    let answer: () => void = () => {};
    network.graphqlOnce(APPROVE_ORDER_MUTATION, () => new Promise((resolve) => (answer = () => resolve({ approveOrder: true }))));
    openPublic('approve');
    await screen.findByLabelText('Email');
    await fill({ email: 'pat@customer.example', name: 'Pat' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    // The first call is held at the server until now.
    await waitFor(() => expect(approvals()).toHaveLength(1));
    answer();
    expect(await screen.findByText(messages.approvalApproved)).toBeInTheDocument();
    expect(approvals()).toHaveLength(1);
  });

  it('is INVALID when the server says the link is no longer available', async () => {
    network.graphqlOnce(ORDER_APPROVAL_QUERY, unavailable());
    openPublic('approve');
    expect(await screen.findByText(messages.approvalLinkUnavailable)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('is INVALID at once for a malformed link, without asking the server', () => {
    openPublic('approve', 'not-a-link');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.approvalLinkUnavailable);
    openPublic('reject', LINK_ID, '12abc');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(linkChecks()).toEqual([]);
  });

  it('moves to INVALID when the answer comes too late (link used meanwhile)', async () => {
    network.graphqlOnce(APPROVE_ORDER_MUTATION, unavailable());
    openPublic('approve');
    await screen.findByLabelText('Email');
    await fill({ email: 'pat@customer.example', name: 'Pat' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(messages.approvalLinkUnavailable)).toHaveFocus();
  });

  it('keeps the form with the generic message on any other failure', async () => {
    network.graphqlOnce(APPROVE_ORDER_MUTATION, networkError());
    openPublic('approve');
    await screen.findByLabelText('Email');
    await fill({ email: 'pat@customer.example', name: 'Pat' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again later.');
    expect(screen.getByLabelText('Email')).toHaveValue('pat@customer.example');
  });

  it("shows the server's validation message next to the form", async () => {
    network.graphqlOnce(APPROVE_ORDER_MUTATION, gqlError('BAD_USER_INPUT', 'Please enter a valid email.'));
    openPublic('approve');
    await screen.findByLabelText('Email');
    await fill({ email: 'pat@customer.example', name: 'Pat' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email.');
  });

  it('offers Try again when the link could not be checked, and checks it again', async () => {
    network.graphqlOnce(ORDER_APPROVAL_QUERY, networkError());
    openPublic('approve');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(linkChecks()).toHaveLength(2);
  });
});

describe('Not Approved page', () => {
  it('asks for a comment too, then submits and shows the apology', async () => {
    openPublic('reject');
    expect(screen.getByRole('heading', { name: 'Not Approved' })).toBeInTheDocument();
    await screen.findByLabelText('Comment');
    expect(screen.getByLabelText('Comment')).toHaveAttribute('maxLength', '2000');
    await fill({ email: 'pat@customer.example', name: 'Pat' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please tell us what should change.');
    expect(screen.getByLabelText('Comment')).toHaveFocus();
    await fill({ comment: 'Navy, not black.' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.approvalRejected)).toBeInTheDocument();
    expect(network.variables(REJECT_ORDER_MUTATION)).toEqual([
      { id: LINK_ID, order: 42, email: 'pat@customer.example', name: 'Pat', comment: 'Navy, not black.' },
    ]);
  });
});

describe('the public module', () => {
  it('says the page does not exist for another address under /order_approval/', () => {
    render(<PublicApprovalPage pathname={`/order_approval/42/${LINK_ID}/maybe`} />);
    expect(screen.getByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument();
    expect(linkChecks()).toEqual([]);
  });
});

describe('the first paint (first-paint.json, put into the public host page by the server)', () => {
  it('is exactly what the page renders while it checks the link, for both pages', () => {
    network.graphql(ORDER_APPROVAL_QUERY, () => new Promise(() => {}));
    const pages = approvalFirstPaint();
    expect(pages.map((p) => p.path)).toEqual(['/order_approval/:orderId/:id/approve', '/order_approval/:orderId/:id/reject']);
    for (const { path, html } of pages) {
      const { container, unmount } = render(<PublicApprovalPage pathname={path.replace(':orderId', '42').replace(':id', LINK_ID)} />);
      expect(container.innerHTML).toBe(html);
      unmount();
    }
  });
});

describe('inside the portal (its own routes)', () => {
  it('renders the same pages from the route parameters', async () => {
    openInPortal('reject');
    expect(screen.getByRole('heading', { name: 'Not Approved' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Comment')).toBeInTheDocument();
    expect(linkChecks()).toEqual([{ id: LINK_ID, order: 42 }]);
  });

  it('is INVALID for a malformed link', () => {
    openInPortal('approve', 'short');
    expect(screen.getByText(messages.approvalLinkUnavailable)).toBeInTheDocument();
    expect(linkChecks()).toEqual([]);
  });
});
