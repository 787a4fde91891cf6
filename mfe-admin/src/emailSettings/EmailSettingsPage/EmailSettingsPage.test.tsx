import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_MESSAGES,
  defaultEmailAccess,
  EMAIL_FLAGS,
  messages,
  newAltUser,
  setNotifier,
  type EmailSettings,
  type EmailSettingsInput,
} from '@portal/shared';
import { captureMessages, mockNetwork, renderScreen, reply, signInAs } from '@portal/shared/testing';
import { EmailSettingsPage } from './EmailSettingsPage';

const network = mockNetwork();
jest.setTimeout(30_000);

const settings = (extra: Partial<EmailSettings> = {}): EmailSettings => ({
  access: { ...defaultEmailAccess(), sellsheetTemplate: 'Hi {name}', orderApprovalTemplate: null },
  altUsers: [newAltUser('assistant.riley@example.com')],
  jobTitle: 'Golf',
  ...extra,
});

const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const toggle = (name: string, within_: HTMLElement = notifications()) => within(within_).getByRole('switch', { name });
const update = () => screen.getByRole('button', { name: 'Update Settings' });
const renderPage = () => renderScreen('/email_settings', <EmailSettingsPage />, { as: 'rep' });

beforeEach(() => {
  network.rest('GET', '/api/emailAccess', settings());
  network.rest('PUT', '/api/emailAccess', ({ body }) => ({ ...(body as EmailSettingsInput), jobTitle: 'Golf' }));
});
afterEach(() => setNotifier(null));

const saves = () => network.restCalls('PUT', '/api/emailAccess').map((c) => c.body);

describe('EmailSettingsPage (/email_settings)', () => {
  it('shows every e-mail with its switch, the customer copies under theirs, the mandatory ones on and fixed', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Notifications' });
    expect(within(notifications()).getAllByRole('switch')).toHaveLength(EMAIL_FLAGS.length);
    for (const name of ['Expiring allocations', 'Order comment', 'Art info required', 'Update required']) {
      expect(toggle(name)).toBeChecked();
      expect(toggle(name)).toBeDisabled();
    }
    expect(toggle('Beta sell sheet')).not.toBeChecked();
    expect(toggle('Order confirmed: copy to the customer')).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Sell sheet template' })).toHaveValue('Hi {name}');
    expect(
      within(screen.getByRole('region', { name: 'Additional email addresses' })).getByRole('region', {
        name: 'assistant.riley@example.com',
      }),
    ).toBeInTheDocument();
  });

  it('enables Update Settings only when something changed, and again disabled when changed back', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('region', { name: 'Notifications' });
    expect(update()).toBeDisabled();
    await user.click(toggle('Order saved'));
    expect(update()).toBeEnabled();
    await user.click(toggle('Order saved'));
    expect(update()).toBeDisabled();
  });

  it('turning off confirmed, sell sheet or shipped turns off its customer copy and disables it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('region', { name: 'Notifications' });
    await user.click(toggle('Order shipped: copy to the customer'));
    expect(toggle('Order shipped: copy to the customer')).toBeChecked();
    await user.click(toggle('Order shipped'));
    expect(toggle('Order shipped: copy to the customer')).not.toBeChecked();
    expect(toggle('Order shipped: copy to the customer')).toBeDisabled();
  });

  it('disables the shipped customer copy for the Corp job title', async () => {
    network.rest('GET', '/api/emailAccess', settings({ jobTitle: 'Corp' }));
    renderPage();
    await screen.findByRole('region', { name: 'Notifications' });
    expect(toggle('Order shipped: copy to the customer')).toBeDisabled();
    expect(toggle('Order confirmed: copy to the customer')).toBeEnabled();
    expect(notifications()).toHaveTextContent('not copied to customers for the Corp job title');
  });

  it('adds an extra address with the defaults; refuses a bad or repeated one with the spec’s texts', async () => {
    const user = userEvent.setup({ delay: null });
    const shown = captureMessages();
    renderPage();
    const card = await screen.findByRole('region', { name: 'Additional email addresses' });
    const field = within(card).getByRole('textbox', { name: 'Email address' });
    await user.type(field, 'someone@');
    expect(within(card).getByText(messages.invalidEmail)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByText(messages.invalidEmailAddress)).toBeInTheDocument());
    await user.clear(field);
    await user.type(field, 'Assistant.Riley@Example.com');
    expect(within(card).getByText(messages.emailAddressExists)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'rep@demo.local');
    expect(within(card).getByText(messages.emailAddressExists)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'deputy@example.com');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    const added = within(card).getByRole('region', { name: 'deputy@example.com' });
    // Opened for editing: all on but betaSellsheet and the customer copies.
    expect(toggle('Beta sell sheet', added)).not.toBeChecked();
    expect(toggle('Order submitted', added)).toBeChecked();
    expect(toggle('Order confirmed: copy to the customer', added)).not.toBeChecked();
    expect(field).toHaveValue('');
    expect(update()).toBeEnabled();
    expect(shown.error).toEqual([]);
  });

  it('saves with PUT /api/emailAccess (access, altUsers) and says so', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('region', { name: 'Notifications' });
    await user.click(toggle('Beta sell sheet'));
    const card = screen.getByRole('region', { name: 'Additional email addresses' });
    const alt = within(card).getByRole('region', { name: 'assistant.riley@example.com' });
    await user.click(within(alt).getByRole('button', { name: 'Edit' }));
    await user.click(toggle('Order saved', alt));
    await user.type(screen.getByRole('textbox', { name: 'Order approval template' }), 'Please approve');
    await user.click(update());
    await waitFor(() =>
      expect(saves()).toEqual([
        {
          access: { ...settings().access, betaSellsheet: true, orderApprovalTemplate: 'Please approve' },
          altUsers: [{ ...newAltUser('assistant.riley@example.com'), saved: false }],
        },
      ]),
    );
    expect(await screen.findByText(messages.emailSettingsUpdated)).toBeInTheDocument();
    expect(update()).toBeDisabled();
  });

  it('removes an extra address', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Additional email addresses' });
    await user.click(
      within(within(card).getByRole('region', { name: 'assistant.riley@example.com' })).getByRole('button', { name: 'Remove' }),
    );
    expect(within(card).getByText('No additional addresses.')).toBeInTheDocument();
    await user.click(update());
    await waitFor(() => expect(saves()).toEqual([{ access: settings().access, altUsers: [] }]));
  });

  it('keeps the edits when saving fails, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const shown = captureMessages();
    network.rest('PUT', '/api/emailAccess', reply(500, { message: 'database down' }));
    renderPage();
    await screen.findByRole('region', { name: 'Notifications' });
    await user.click(toggle('Order saved'));
    await user.click(update());
    await waitFor(() => expect(shown.error).toEqual([messages.emailSettingsUpdateFailed]));
    expect(saves()).toHaveLength(1);
    await waitFor(() => expect(update()).toBeEnabled());
    expect(toggle('Order saved')).not.toBeChecked();
  });

  it('shows a load failure with Retry', async () => {
    network.restOnce('GET', '/api/emailAccess', reply(500, { message: 'down' }));
    const user = userEvent.setup({ delay: null });
    signInAs('rep');
    renderScreen('/email_settings', <EmailSettingsPage />);
    expect(await screen.findByText(ADMIN_MESSAGES.emailSettingsFetchFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });
});
