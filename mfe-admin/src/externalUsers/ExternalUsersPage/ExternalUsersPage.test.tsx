import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTERNAL_MESSAGES, messages, PASSWORD_LINK_MESSAGES } from '@portal/shared';
import { gqlError, mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import {
  COMPLETE_SETUP,
  CREATE_SETUP,
  CREATE_USER,
  EXTERNAL_USERS,
  SETUP_REQUESTS,
  SIGNUP_REQUESTS,
  UPDATE_USER,
  type ExternalUser,
  type SetupRequest,
} from '../api';
import { ExternalUsersPage } from './ExternalUsersPage';

const network = mockNetwork();
jest.setTimeout(30_000);

const flags = { products: true, order: false, artist: false, licenseOrder: false, customLocation: false, preLine: false, takeAll: false };
const USER: ExternalUser = {
  id: 7,
  email: 'dana@customer.example',
  firstName: 'Dana',
  lastName: 'Fraser',
  country: 'C',
  company: null,
  createdAt: '2026-01-01T00:00:00Z',
  rep: { number: '101', name: 'Riley Thompson' },
  customers: [{ number: '10001', name: 'Fairway Golf' }],
  ...flags,
};
const REQUEST: SetupRequest = {
  id: 12,
  email: 'alex@maplewood.example',
  firstName: 'Alex',
  lastName: 'Kim',
  company: 'Maplewood Golf',
  country: 'U',
  createdAt: '2026-01-01T00:00:00Z',
  rep: { number: '101', name: 'Riley Thompson' },
  ...flags,
  order: true,
};

beforeEach(() => {
  network.graphql(EXTERNAL_USERS, { externalUsers: { total: 1, page: 1, pageSize: 10, users: [USER] } });
  network.graphql(SIGNUP_REQUESTS, { signupRequests: [] });
  network.graphql(SETUP_REQUESTS, { setupRequests: [REQUEST] });
  network.rest('GET', '/api/reps', [{ SREP: '101', name: 'Riley Thompson' }]);
  // The manager view asks for the chosen rep's customers, the rep view for the rep's own.
  network.rest('GET', '/api/customer/:rep', [{ numb: '10001', cust: 'Fairway Golf' }]);
  network.rest('GET', '/api/customers', [{ numb: '10001', cust: 'Fairway Golf' }]);
});

describe('ExternalUsersPage, manager view (externalUserAdmin)', () => {
  beforeEach(() => signInAs(userWith(['externalUserAdmin'])));

  it('lists the users with their rep, customers and access toggles; a toggle saves that flag', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/user_admin/external', <ExternalUsersPage />);
    expect(await screen.findByText('dana@customer.example')).toBeInTheDocument();
    expect(screen.getByText('101 Riley Thompson')).toBeInTheDocument();
    expect(screen.getByText('Canada')).toBeInTheDocument();
    network.graphql(UPDATE_USER, { updateExternalUser: { id: 7, email: USER.email, ...flags, order: true } });
    await user.click(screen.getByRole('switch', { name: 'Place Orders: dana@customer.example' }));
    await waitFor(() => expect(network.variables(UPDATE_USER)).toEqual([{ input: { email: 'dana@customer.example', order: true } }]));
  });

  it('a new user: no password to type (a link is e-mailed); View Products only by default; Create User needs customers; with a company and no customers it offers Send Request to Rep', async () => {
    const user = userEvent.setup({ delay: null });
    network.graphql(CREATE_SETUP, { createSetupRequest: 30 });
    renderScreen('/user_admin/external', <ExternalUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add External User' });
    expect(within(dialog).getByRole('checkbox', { name: 'View Products' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Place Orders' })).not.toBeChecked();
    await user.type(within(dialog).getByLabelText('Email'), 'pat@eastview.example');
    expect(within(dialog).getByText(PASSWORD_LINK_MESSAGES.byLink)).toBeInTheDocument();
    expect(dialog.querySelector('input[type="password"]')).toBeNull();
    await user.type(within(dialog).getByLabelText('First name'), 'Pat');
    await user.type(within(dialog).getByLabelText('Last name'), 'Owner');
    await user.click(within(dialog).getByLabelText('Rep'));
    await user.click(await screen.findByTitle('101 Riley Thompson'));
    expect(within(dialog).getByText(EXTERNAL_MESSAGES.customersRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create User' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Company'), 'Eastview Golf');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request to Rep' }));
    await waitFor(() =>
      expect(network.variables(CREATE_SETUP)).toEqual([
        {
          input: {
            email: 'pat@eastview.example',
            firstName: 'Pat',
            lastName: 'Owner',
            company: 'Eastview Golf',
            country: 'C',
            rep: '101',
            ...flags,
            signupRequest: null,
          },
        },
      ]),
    );
    expect(await screen.findByText(EXTERNAL_MESSAGES.requestSent)).toBeInTheDocument();
  });

  it('setting up a signup request keeps the password the person chose: no password field, the e-mail fixed', async () => {
    const user = userEvent.setup({ delay: null });
    network.graphql(SIGNUP_REQUESTS, {
      signupRequests: [
        {
          id: 5,
          email: 'jo@northbay.example',
          firstName: 'Jo',
          lastName: 'Martin',
          company: null,
          rep: { number: '101', name: 'Riley Thompson' },
          createdAt: '2026-01-01T00:00:00Z',
        },
      ],
    });
    network.graphql(CREATE_USER, { createExternalUser: { id: 8, email: 'jo@northbay.example' } });
    renderScreen('/user_admin/external?view=signups', <ExternalUsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add External User' });
    expect(within(dialog).getByText(EXTERNAL_MESSAGES.passwordChosen)).toBeInTheDocument();
    expect(dialog.querySelector('input[type="password"]')).toBeNull();
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Customers'));
    await user.click(await screen.findByTitle('10001 Fairway Golf'));
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    // No password: the user keeps the one chosen with the signup request.
    await waitFor(() =>
      expect(network.variables(CREATE_USER)).toEqual([
        {
          input: {
            email: 'jo@northbay.example',
            firstName: 'Jo',
            lastName: 'Martin',
            country: 'C',
            rep: '101',
            ...flags,
            customers: ['10001'],
            signupRequest: 5,
          },
        },
      ]),
    );
  });

  it('a failed load shows the spec’s message with Retry', async () => {
    network.graphql(EXTERNAL_USERS, gqlError('INTERNAL', 'down'));
    renderScreen('/user_admin/external', <ExternalUsersPage />);
    expect(await screen.findByText(messages.externalUsersFetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('ExternalUsersPage, rep view', () => {
  beforeEach(() => signInAs(userWith(['order'], { userType: 'REP', repCode: '101' })));

  it('/user_admin/external/{id} opens that setup request; the rep completes it by assigning customers', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/user_admin/external/12', <ExternalUsersPage />, { path: '/user_admin/external/:id' });
    const dialog = await screen.findByRole('dialog', { name: 'Setup Request #12' });
    expect(network.graphqlCalls(EXTERNAL_USERS)).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Complete Request' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Customers'));
    await user.click(await screen.findByTitle('10001 Fairway Golf'));
    network.graphql(COMPLETE_SETUP, { completeSetupRequest: { id: 20, email: REQUEST.email } });
    await user.click(within(dialog).getByRole('button', { name: 'Complete Request' }));
    await waitFor(() => expect(network.variables(COMPLETE_SETUP)).toEqual([{ id: 12, customers: ['10001'] }]));
    // The rep's own customers, not another rep's.
    expect(network.restCalls('GET', '/api/customers')).toHaveLength(1);
    expect(network.restCalls('GET', '/api/customer/:rep')).toEqual([]);
  });
});
