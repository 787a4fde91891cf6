import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, type RemotesConfig } from '@portal/shared';
import { mockNetwork, networkError, renderScreen, reply, userWith } from '@portal/shared/testing';
import { CONN_STATUS, type ServerStatus } from '../api';
import { ConnStatusPage } from './ConnStatusPage';

const network = mockNetwork();
jest.setTimeout(30_000);

const status = (extra: Partial<ServerStatus> = {}): ServerStatus => ({
  checkedAt: '2026-03-02T15:04:00.000Z',
  api: { status: 'OK', startedAt: '2026-03-01T15:00:00.000Z', uptimeSeconds: 90_000, nodeVersion: 'v20.20.2', instance: 'web-1' },
  database: { status: 'OK', driver: 'Embedded (PGlite)', latencyMs: 1.4, error: null },
  outbox: { status: 'OK', sending: false, unsent: 3, failed: 0, oldestUnsentAt: '2026-03-02T14:00:00.000Z', lastSentAt: null, error: null },
  fileStore: { status: 'OK', latencyMs: 2.1, error: null },
  ...extra,
});
/** A remote in /remotes.json with five routes. */
const remote = (name: string): RemotesConfig[string] => ({
  manifest: `/remotes/${name}/mf-manifest.json`,
  routes: Array.from({ length: 5 }, (_, i) => ({ path: `/${name}/${i}`, access: 'loggedIn' as const, screen: `screen${i}` })),
});
const manifest = (name: string) => ({ metaData: { buildInfo: { buildVersion: '1.0.0', buildName: `@portal/mfe-${name}` } } });
/** An answer that takes at least `ms` to arrive: the page times the call around it. */
const after = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
/** The first duration an element shows ('Round trip 52 ms'). */
const millis = (element: HTMLElement) => Number(/(\d+) ms/.exec(element.textContent ?? '')?.[1]);

const part = (name: string) => screen.getByRole('region', { name });
const renderPage = () => renderScreen('/connStatus', <ConnStatusPage />, { as: userWith(['approve', 'artistManager']) });

beforeEach(() => {
  network.graphql(CONN_STATUS, { connStatus: status() });
  network.rest('GET', '/remotes.json', { orders: remote('orders'), returns: remote('returns') });
  network.rest('GET', '/remotes/:name/mf-manifest.json', ({ params }) => manifest(params.name));
});

describe('ConnStatusPage (/connStatus)', () => {
  it('shows the API and its round trip, the database and its latency, the outbox, the file store and each remote', async () => {
    network.graphql(CONN_STATUS, () => after(40, { connStatus: status() }));
    network.rest('GET', '/remotes/:name/mf-manifest.json', ({ params }) => after(10, manifest(params.name)));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Connection Status' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Database' });
    expect(within(screen.getByRole('status', { name: 'Overall' })).getByText('OK')).toBeInTheDocument();
    expect(millis(part('API'))).toBeGreaterThanOrEqual(40);
    expect(part('API')).toHaveTextContent('web-1');
    expect(part('API')).toHaveTextContent('1 d 1 h');
    expect(part('Database')).toHaveTextContent('Embedded (PGlite)');
    expect(part('Database')).toHaveTextContent('1.4 ms');
    expect(part('Outbox')).toHaveTextContent('Waiting3');
    expect(part('Outbox')).toHaveTextContent('SMTP_URL is not set');
    expect(part('File store')).toHaveTextContent('2.1 ms');
    const orders = await within(part('Remotes')).findByRole('row', { name: 'orders' });
    expect(orders).toHaveTextContent('OK');
    expect(orders).toHaveTextContent('1.0.0 (@portal/mfe-orders)');
    expect(millis(orders)).toBeGreaterThanOrEqual(10);
    expect(network.restCalls('GET', '/remotes/:name/mf-manifest.json').map((c) => c.path)).toEqual([
      '/remotes/orders/mf-manifest.json',
      '/remotes/returns/mf-manifest.json',
    ]);
    expect(orders).toHaveTextContent('/remotes/orders/mf-manifest.json');
  });

  it('a remote that does not answer is DOWN with the reason, and so is the whole; the rest still shows', async () => {
    network.rest('GET', '/remotes.json', { orders: remote('orders'), admin: remote('admin') });
    network.rest('GET', '/remotes/:name/mf-manifest.json', ({ params }) => (params.name === 'admin' ? reply(404) : manifest(params.name)));
    renderPage();
    const admin = await within(await screen.findByRole('region', { name: 'Remotes' })).findByRole('row', { name: 'admin' });
    expect(admin).toHaveTextContent('DOWN');
    expect(admin).toHaveTextContent('HTTP 404');
    expect(within(screen.getByRole('status', { name: 'Overall' })).getByText('DOWN')).toBeInTheDocument();
    expect(within(part('Database')).getByText('OK')).toBeInTheDocument();
  });

  it('a slow part makes the whole SLOW', async () => {
    network.graphql(CONN_STATUS, {
      connStatus: status({ database: { status: 'SLOW', driver: 'PostgreSQL', latencyMs: 480, error: null } }),
    });
    renderPage();
    await waitFor(() => expect(within(part('Database')).getByText('SLOW')).toBeInTheDocument());
    expect(within(screen.getByRole('status', { name: 'Overall' })).getByText('SLOW')).toBeInTheDocument();
  });

  it('when the API does not answer: API DOWN with the message, the remotes still checked', async () => {
    network.graphql(CONN_STATUS, networkError());
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
    await waitFor(() => expect(network.restCalls('GET', '/remotes/:name/mf-manifest.json')).toHaveLength(2));
    expect(network.graphqlCalls(CONN_STATUS)).toHaveLength(1);
    expect(network.restCalls('GET', '/remotes.json')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(network.graphqlCalls(CONN_STATUS)).toHaveLength(2));
    await waitFor(() => expect(network.restCalls('GET', '/remotes/:name/mf-manifest.json')).toHaveLength(4));
    expect(network.restCalls('GET', '/remotes.json')).toHaveLength(2);
  });
});
