import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@portal/shared';
import { renderScreen, userWith } from '@portal/shared/testing';
import { checkRemotes, fetchServerStatus, type ServerStatus } from '../api';
import type { RemoteCheck } from '../healthRules';
import { ConnStatusPage } from './ConnStatusPage';

jest.mock('../api');
jest.setTimeout(30_000);

const status = (extra: Partial<ServerStatus> = {}): ServerStatus => ({
  checkedAt: '2026-03-02T15:04:00.000Z',
  api: { status: 'OK', startedAt: '2026-03-01T15:00:00.000Z', uptimeSeconds: 90_000, nodeVersion: 'v20.20.2', instance: 'web-1' },
  database: { status: 'OK', driver: 'Embedded (PGlite)', latencyMs: 1.4, error: null },
  outbox: { status: 'OK', sending: false, unsent: 3, failed: 0, oldestUnsentAt: '2026-03-02T14:00:00.000Z', lastSentAt: null, error: null },
  fileStore: { status: 'OK', latencyMs: 2.1, error: null },
  ...extra,
});
const remote = (name: string, extra: Partial<RemoteCheck> = {}): RemoteCheck => ({
  name,
  manifest: `/remotes/${name}/mf-manifest.json`,
  status: 'OK',
  version: '1.0.0',
  buildName: `@portal/mfe-${name}`,
  loadMs: 14,
  routes: 5,
  error: null,
  ...extra,
});

const part = (name: string) => screen.getByRole('region', { name });
const renderPage = () => renderScreen('/connStatus', <ConnStatusPage />, { as: userWith(['approve', 'artistManager']) });

beforeEach(() => {
  jest.mocked(fetchServerStatus).mockReset().mockResolvedValue({ status: status(), roundTripMs: 48 });
  jest
    .mocked(checkRemotes)
    .mockReset()
    .mockResolvedValue([remote('orders'), remote('returns')]);
});

describe('ConnStatusPage (/connStatus)', () => {
  it('shows the API, the database and its latency, the outbox, the file store and each remote', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Connection Status' })).toBeInTheDocument();
    expect(within(screen.getByRole('status', { name: 'Overall' })).getByText('OK')).toBeInTheDocument();
    expect(part('API')).toHaveTextContent('48 ms');
    expect(part('API')).toHaveTextContent('web-1');
    expect(part('API')).toHaveTextContent('1 d 1 h');
    expect(part('Database')).toHaveTextContent('Embedded (PGlite)');
    expect(part('Database')).toHaveTextContent('1.4 ms');
    expect(part('Outbox')).toHaveTextContent('Waiting3');
    expect(part('Outbox')).toHaveTextContent('SMTP_URL is not set');
    expect(part('File store')).toHaveTextContent('2.1 ms');
    const orders = within(part('Remotes')).getByRole('row', { name: 'orders' });
    expect(orders).toHaveTextContent('OK');
    expect(orders).toHaveTextContent('1.0.0 (@portal/mfe-orders)');
    expect(orders).toHaveTextContent('14 ms');
    expect(orders).toHaveTextContent('/remotes/orders/mf-manifest.json');
  });

  it('a remote that does not answer is DOWN with the reason, and so is the whole; the rest still shows', async () => {
    jest
      .mocked(checkRemotes)
      .mockResolvedValue([
        remote('orders'),
        remote('admin', { status: 'DOWN', version: null, buildName: null, loadMs: null, routes: null, error: 'HTTP 404' }),
      ]);
    renderPage();
    const admin = await within(await screen.findByRole('region', { name: 'Remotes' })).findByRole('row', { name: 'admin' });
    expect(admin).toHaveTextContent('DOWN');
    expect(admin).toHaveTextContent('HTTP 404');
    expect(within(screen.getByRole('status', { name: 'Overall' })).getByText('DOWN')).toBeInTheDocument();
    expect(within(part('Database')).getByText('OK')).toBeInTheDocument();
  });

  it('a slow part makes the whole SLOW', async () => {
    jest.mocked(fetchServerStatus).mockResolvedValue({
      status: status({ database: { status: 'SLOW', driver: 'PostgreSQL', latencyMs: 480, error: null } }),
      roundTripMs: 520,
    });
    renderPage();
    await waitFor(() => expect(within(part('Database')).getByText('SLOW')).toBeInTheDocument());
    expect(within(screen.getByRole('status', { name: 'Overall' })).getByText('SLOW')).toBeInTheDocument();
  });

  it('when the API does not answer: API DOWN with the message, the remotes still checked', async () => {
    jest.mocked(fetchServerStatus).mockRejectedValue(new Error(ADMIN_MESSAGES.connStatusFailed));
    renderPage();
    await waitFor(() => expect(within(part('API')).getByText('DOWN')).toBeInTheDocument());
    expect(part('API')).toHaveTextContent(ADMIN_MESSAGES.connStatusFailed);
    expect(screen.queryByRole('region', { name: 'Database' })).not.toBeInTheDocument();
    expect(within(part('Remotes')).getByRole('row', { name: 'returns' })).toHaveTextContent('OK');
  });

  it('Refresh checks everything again', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('region', { name: 'Database' });
    expect(fetchServerStatus).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fetchServerStatus).toHaveBeenCalledTimes(2));
    expect(checkRemotes).toHaveBeenCalledTimes(2);
  });
});
