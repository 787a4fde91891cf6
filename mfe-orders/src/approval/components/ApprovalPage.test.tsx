import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { GqlRequestError, messages } from '@portal/shared';
import { renderScreen } from '@portal/shared/testing';
import { approveOrder, fetchApprovalLink, rejectOrder } from '../api';
import { ApprovePage } from '../ApprovePage/ApprovePage';
import { RejectPage } from '../RejectPage/RejectPage';

jest.mock('../api', () => ({ fetchApprovalLink: jest.fn(), approveOrder: jest.fn(), rejectOrder: jest.fn() }));
const fetchLink = fetchApprovalLink as jest.Mock;
const approve = approveOrder as jest.Mock;
const reject = rejectOrder as jest.Mock;

const LINK_ID = 'a'.repeat(21) + '_-' + 'B'.repeat(20);
const unavailable = () => new GqlRequestError(messages.approvalLinkUnavailableReply, [], 'BAD_USER_INPUT');

function open(action: 'approve' | 'reject', linkId = LINK_ID, orderId = '42') {
  // The public approve and reject pages, each at its own path.
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
    open('approve');
    expect(screen.getByRole('heading', { name: 'Approve Order' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Order #100123 for Maple Leaf Sports, PO PO-1')).toBeInTheDocument();
    expect(fetchLink).toHaveBeenCalledWith(LINK_ID, 42, expect.any(AbortSignal));
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '255');
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxLength', '255');
    expect(screen.queryByLabelText('Comment')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('asks for the e-mail and the name before calling the server', async () => {
    open('approve');
    await screen.findByLabelText('Email');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email.');
    await fill({ email: 'pat@customer.example' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name.');
    expect(approve).not.toHaveBeenCalled();
  });

  it('approves and shows the success text', async () => {
    open('approve');
    await screen.findByLabelText('Email');
    await fill({ email: ' pat@customer.example ', name: 'Pat Buyer' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(messages.approvalApproved)).toBeInTheDocument();
    expect(approve).toHaveBeenCalledWith(LINK_ID, 42, { email: 'pat@customer.example', name: 'Pat Buyer' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('is INVALID when the server says the link is no longer available', async () => {
    fetchLink.mockRejectedValueOnce(unavailable());
    open('approve');
    expect(await screen.findByText(messages.approvalLinkUnavailable)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('is INVALID at once for a malformed link, without asking the server', () => {
    open('approve', 'not-a-link');
    expect(screen.getByText(messages.approvalLinkUnavailable)).toBeInTheDocument();
    expect(fetchLink).not.toHaveBeenCalled();
  });

  it('moves to INVALID when the answer comes too late (link used meanwhile)', async () => {
    approve.mockRejectedValueOnce(unavailable());
    open('approve');
    await screen.findByLabelText('Email');
    await fill({ email: 'pat@customer.example', name: 'Pat' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(messages.approvalLinkUnavailable)).toBeInTheDocument();
  });

  it('keeps the form with the generic message on any other failure', async () => {
    approve.mockRejectedValueOnce(new Error('network down'));
    open('approve');
    await screen.findByLabelText('Email');
    await fill({ email: 'pat@customer.example', name: 'Pat' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured, please try again later.');
    expect(screen.getByLabelText('Email')).toHaveValue('pat@customer.example');
  });
});

describe('Not Approved page', () => {
  it('asks for a comment too, then submits and shows the apology', async () => {
    open('reject');
    expect(screen.getByRole('heading', { name: 'Not Approved' })).toBeInTheDocument();
    await screen.findByLabelText('Comment');
    expect(screen.getByLabelText('Comment')).toHaveAttribute('maxLength', '2000');
    await fill({ email: 'pat@customer.example', name: 'Pat' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please tell us what should change.');
    await fill({ comment: 'Navy, not black.' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.approvalRejected)).toBeInTheDocument();
    expect(reject).toHaveBeenCalledWith(LINK_ID, 42, { email: 'pat@customer.example', name: 'Pat', comment: 'Navy, not black.' });
  });
});
