import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accessFrom,
  ACCESS_GROUPS,
  ADMIN_MESSAGES,
  messages,
  setNotifier,
  type AccessFlag,
  type UserAccessInput,
  type UserWithAccess,
} from '@portal/shared';
import { captureMessages, mockNetwork, renderScreen, reply, signInAs, userWith } from '@portal/shared/testing';
import { UserAccessPage } from './UserAccessPage';

const network = mockNetwork();
jest.setTimeout(30_000);

const person = (id: number, name: string, flags: AccessFlag[], extra: Partial<UserWithAccess> = {}): UserWithAccess => ({
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@demo.local`,
  userType: 'INTERNAL',
  repCode: null,
  access: accessFrom(flags),
  ...extra,
});
const USERS = [
  person(1, 'Alex Morgan', ['userAdmin', 'approve']),
  person(4, 'Riley Thompson', ['order', 'licenseOrder', 'products'], { userType: 'REP', repCode: '101' }),
  person(8, 'Vic Wong', ['bda']),
  person(9, 'Dana Fraser', ['products', 'order'], { userType: 'CUSTOMER' }),
];
const admin = userWith(['userAdmin'], { id: 1, name: 'Alex Morgan' });

const group = (name: string) => screen.getByRole('group', { name });
const box = (groupName: string, label: string) => within(group(groupName)).getByRole('checkbox', { name: label });
const count = (groupName: string) => within(group(groupName)).getByLabelText(new RegExp(`^${groupName}: \\d+ of \\d+ on$`)).textContent;
const save = () => screen.getByRole('button', { name: 'Update User Access' });

beforeEach(() => {
  network.rest('GET', '/api/users', USERS);
  signInAs(admin);
});
afterEach(() => setNotifier(null));

const saves = () => network.restCalls('POST', '/api/users').map((c) => c.body);

describe('UserAccessPage (/user_admin)', () => {
  it("asks to pick a user first: 'Please select a user.', every group shown but disabled, Save disabled", async () => {
    renderScreen('/user_admin', <UserAccessPage />);
    expect(await screen.findByText(messages.userRequired)).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(ACCESS_GROUPS.length);
    expect(box('Orders', 'Approve')).toBeDisabled();
    expect(save()).toBeDisabled();
  });

  it('offers staff and reps, not external users, and not oneself', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/user_admin', <UserAccessPage />);
    await user.click(await screen.findByRole('combobox', { name: 'User' }));
    await screen.findByTitle(/^Riley Thompson/);
    const options = [...document.querySelectorAll('.ant-select-item-option')];
    expect(options.map((o) => o.getAttribute('title'))).toEqual([
      'Alex Morgan (alex@demo.local) – you',
      'Riley Thompson (riley@demo.local)',
      'Vic Wong (vic@demo.local)',
    ]);
    expect(options[0]).toHaveClass('ant-select-item-option-disabled');
    expect(options[1]).not.toHaveClass('ant-select-item-option-disabled');
  });

  it('shows the picked user’s flags in their groups with n/total counts (the user is in the URL)', async () => {
    const { params } = renderScreen('/user_admin?user=4', <UserAccessPage />);
    expect(await screen.findByText('riley@demo.local')).toBeInTheDocument();
    expect(count('Orders')).toBe('2/5');
    expect(count('Products')).toBe('1/3');
    expect(count('Art')).toBe('0/7');
    expect(count('BDA')).toBe('0/1');
    expect(box('Orders', 'Create')).toBeChecked();
    expect(box('Orders', 'Create License')).toBeChecked();
    expect(box('Orders', 'Approve')).not.toBeChecked();
    expect(screen.queryByText(messages.userRequired)).not.toBeInTheDocument();
    expect(params().get('user')).toBe('4');
  });

  it('shows every flag somewhere, licenseCreation and draftedManager included', async () => {
    renderScreen('/user_admin?user=8', <UserAccessPage />);
    await screen.findByText('vic@demo.local');
    expect(within(group('License Collections')).getByText('Create License Collections')).toBeInTheDocument();
    expect(within(group('Drafted Contests')).getByText('Drafted Manager')).toBeInTheDocument();
    expect(box('Design Sample Requests', 'View')).toBeInTheDocument();
    expect(box('Offshore Design Orders', 'Create')).toBeInTheDocument();
  });

  it('the group checkbox sets and clears every child, and shows some as indeterminate', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/user_admin?user=4', <UserAccessPage />);
    await screen.findByText('riley@demo.local');
    const orders = box('Orders', 'Orders');
    expect(orders).toHaveAttribute('aria-checked', 'mixed');
    await user.click(orders);
    expect(count('Orders')).toBe('5/5');
    expect(box('Orders', 'Approve')).toBeChecked();
    await user.click(box('Orders', 'Orders'));
    expect(count('Orders')).toBe('0/5');
  });

  it('keeps Preline and Take All disabled unless View Products is on, and clears them with it', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/user_admin?user=8', <UserAccessPage />);
    await screen.findByText('vic@demo.local');
    expect(box('Products', 'Preline')).toBeDisabled();
    expect(box('Products', 'Take All')).toBeDisabled();
    await user.click(box('Products', 'View Products'));
    expect(box('Products', 'Preline')).toBeEnabled();
    await user.click(box('Products', 'Take All'));
    expect(count('Products')).toBe('2/3');
    await user.click(box('Products', 'View Products'));
    expect(count('Products')).toBe('0/3');
    expect(box('Products', 'Take All')).not.toBeChecked();
    expect(box('Products', 'Take All')).toBeDisabled();
  });

  it('disables Save while no flag is on, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/user_admin?user=8', <UserAccessPage />);
    await screen.findByText('vic@demo.local');
    expect(save()).toBeEnabled();
    await user.click(box('BDA', 'BDA'));
    expect(save()).toBeDisabled();
    expect(screen.getByText(ADMIN_MESSAGES.flagRequired)).toBeInTheDocument();
  });

  it("saves the whole set with POST /api/users and says 'Access has been updated.'", async () => {
    const user = userEvent.setup({ delay: null });
    network.rest('POST', '/api/users', ({ body }) => {
      const { user: id, access } = body as UserAccessInput;
      return { ...USERS[2], id, access };
    });
    renderScreen('/user_admin?user=8', <UserAccessPage />);
    await screen.findByText('vic@demo.local');
    await user.click(box('Orders', 'View All'));
    await user.click(save());
    await waitFor(() => expect(saves()).toEqual([{ user: 8, access: accessFrom(['bda', 'orderView']) }]));
    expect(await screen.findByText(messages.accessUpdated)).toBeInTheDocument();
    expect(box('Orders', 'View All')).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
  });

  it('keeps the edits when saving fails, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const shown = captureMessages();
    network.rest('POST', '/api/users', reply(500, { message: 'database down' }));
    renderScreen('/user_admin?user=8', <UserAccessPage />);
    await screen.findByText('vic@demo.local');
    await user.click(box('Art', 'Accept'));
    await user.click(save());
    await waitFor(() => expect(shown.error).toEqual([messages.accessSaveFailed]));
    expect(saves()).toHaveLength(1);
    await waitFor(() => expect(save()).toBeEnabled());
    expect(box('Art', 'Accept')).toBeChecked();
    expect(screen.queryByText(messages.accessUpdated)).not.toBeInTheDocument();
  });

  it('Discard changes goes back to the saved flags; picking another user starts from theirs', async () => {
    const user = userEvent.setup({ delay: null });
    const { params } = renderScreen('/user_admin?user=8', <UserAccessPage />);
    await screen.findByText('vic@demo.local');
    await user.click(box('Art', 'Accept'));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(box('Art', 'Accept')).not.toBeChecked();

    await user.click(box('Art', 'Accept'));
    await user.click(screen.getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByTitle('Riley Thompson (riley@demo.local)'));
    expect(await screen.findByText('riley@demo.local')).toBeInTheDocument();
    expect(params().get('user')).toBe('4');
    expect(box('Art', 'Accept')).not.toBeChecked();
    expect(count('Orders')).toBe('2/5');
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
  });

  it('shows the load failure with Retry', async () => {
    const user = userEvent.setup({ delay: null });
    network.restOnce('GET', '/api/users', reply(500, { message: 'down' }));
    renderScreen('/user_admin', <UserAccessPage />);
    expect(await screen.findByText(messages.catalogsOrUsersLoadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(messages.userRequired)).toBeInTheDocument();
  });
});
