import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { messages } from '@portal/shared/core';
import { renderScreen } from '@portal/shared/testing';
import { approveOrder, fetchApprovalLink, rejectOrder } from '../api';
import { ApprovePage } from '../ApprovePage/ApprovePage';
import { PublicGqlError } from '../publicGql';
import approvalFirstPaint from '../PublicApprovalPage/approvalFirstPaint';
import PublicApprovalPage from '../PublicApprovalPage/PublicApprovalPage';
import { RejectPage } from '../RejectPage/RejectPage';

jest.mock('../api', () => ({ fetchApprovalLink: jest.fn(), approveOrder: jest.fn(), rejectOrder: jest.fn() }));
// The page's stylesheet is rspack's business (experiments.css); Jest has no CSS transform.
jest.mock('./ApprovalPage.css', () => ({}));
const fetchLink = fetchApprovalLink as jest.Mock;
const approve = approveOrder as jest.Mock;
const reject = rejectOrder as jest.Mock;

const LINK_ID = 'a'.repeat(21) + '_-' + 'B'.repeat(20);
const unavailable = () => new PublicGqlError(messages.approvalLinkUnavailableReply, 'BAD_USER_INPUT');

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

beforeEach(() => {
  fetchLink.mockReset().mockResolvedValue({ orderNumber: 100123, customerName: 'Maple Leaf Sports', po: 'PO-1' });
  approve.mockReset().mockResolvedValue(undefined);
  reject.mockReset().mockResolvedValue(undefined);
});

describe('Approve Order page', () => {
  it('goes LOADING -> INPUT for a valid link: title, email and name, Approve', async () => {
    openPublic('approve');
    expect(screen.getByRole('heading', { level: 1, name: 'Approve Order' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Order #100123 for Maple Leaf Sports, PO PO-1')).toBeInTheDocument();
    expect(fetchLink).toHaveBeenCalledWith(LINK_ID, 42, expect.any(AbortSignal));
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '255');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxLength', '255');
    expect(screen.queryByLabelText('Comment')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(document.title).toBe('Approve Order');
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
    expect(approve).not.toHaveBeenCalled();
  });

  it('approves and shows the success text, with the focus on it', async () => {
    openPublic('approve');
    await screen.findByLabelText('Email');
    await fill({ email: ' pat@customer.example ', name: 'Pat Buyer' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(messages.approvalApproved)).toHaveFocus();
    expect(approve).toHaveBeenCalledWith(LINK_ID, 42, { email: 'pat@customer.example', name: 'Pat Buyer' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('sends once however often the button is pressed while the answer is on its way', async () => {
    let answer: () => void = () => {};
    approve.mockReturnValueOnce(new Promise<void>((resolve) => (answer = resolve)));
    openPublic('approve');
    await screen.findByLabelText('Email');
    await fill({ email: 'pat@customer.example', name: 'Pat' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    answer();
    expect(await screen.findByText(messages.approvalApproved)).toBeInTheDocument();
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('is INVALID when the server says the link is no longer available', async () => {
    fetchLink.mockRejectedValueOnce(unavailable());
    openPublic('approve');
    expect(await screen.findByText(messages.approvalLinkUnavailable)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('is INVALID at once for a malformed link, without asking the server', () => {
    openPublic('approve', 'not-a-link');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.approvalLinkUnavailable);
    openPublic('reject', LINK_ID, '12abc');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(fetchLink).not.toHaveBeenCalled();
  });

  it('moves to INVALID when the answer comes too late (link used meanwhile)', async () => {
    approve.mockRejectedValueOnce(unavailable());
    openPublic('approve');
    await screen.findByLabelText('Email');
    await fill({ email: 'pat@customer.example', name: 'Pat' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(messages.approvalLinkUnavailable)).toHaveFocus();
  });

  it('keeps the form with the generic message on any other failure', async () => {
    approve.mockRejectedValueOnce(new Error('network down'));
    openPublic('approve');
    await screen.findByLabelText('Email');
    await fill({ email: 'pat@customer.example', name: 'Pat' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again later.');
    expect(screen.getByLabelText('Email')).toHaveValue('pat@customer.example');
  });

  it("shows the server's validation message next to the form", async () => {
    approve.mockRejectedValueOnce(new PublicGqlError('Please enter a valid email.', 'BAD_USER_INPUT'));
    openPublic('approve');
    await screen.findByLabelText('Email');
    await fill({ email: 'pat@customer.example', name: 'Pat' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email.');
  });

  it('offers Try again when the link could not be checked, and checks it again', async () => {
    fetchLink.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    openPublic('approve');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(fetchLink).toHaveBeenCalledTimes(2);
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
    expect(reject).toHaveBeenCalledWith(LINK_ID, 42, { email: 'pat@customer.example', name: 'Pat', comment: 'Navy, not black.' });
  });
});

describe('the public module', () => {
  it('says the page does not exist for another address under /order_approval/', () => {
    render(<PublicApprovalPage pathname={`/order_approval/42/${LINK_ID}/maybe`} />);
    expect(screen.getByRole('heading', { name: messages.notFoundTitle })).toBeInTheDocument();
    expect(fetchLink).not.toHaveBeenCalled();
  });
});

describe('the first paint (first-paint.json, put into the public host page by the server)', () => {
  it('is exactly what the page renders while it checks the link, for both pages', () => {
    fetchLink.mockReturnValue(new Promise(() => {}));
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
    expect(fetchLink).toHaveBeenCalledWith(LINK_ID, 42, expect.any(AbortSignal));
  });

  it('is INVALID for a malformed link', () => {
    openInPortal('approve', 'short');
    expect(screen.getByText(messages.approvalLinkUnavailable)).toBeInTheDocument();
    expect(fetchLink).not.toHaveBeenCalled();
  });
});
