import { act, waitFor } from '@testing-library/react';
import type { SearchHit } from '@portal/shared/core';
import { DEMO_USERS, mockNetwork, renderScreen } from '@portal/shared/testing';
import { useRemoteRegistry, type Area } from '../remotes/remoteRegistry';
import { recentRecords, rememberRecord } from './recentRecords';
import { RecentVisits } from './RecentVisits';

// A record's page opened any way (a list row, a link) joins the box's recent records, as the server
// shows the record (GET /api/search/record); other pages add nothing.

const network = mockNetwork();

const RETURN: SearchHit = { kind: 'return', id: '10001', title: 'Return 10001', detail: 'Order 104233 · Open', path: '/returns/4' };
const ORDER: SearchHit = { kind: 'order', id: '104233', title: 'Order 104233', detail: 'Maple Leafs Shop · Saved', path: '/saved/17' };

const area = (name: string, routes: Area['routes']): Area =>
  ({ name, entry: '', status: 'ready', routes, drawer: [], code: 'idle' }) as Area;

beforeEach(() => {
  localStorage.clear();
  useRemoteRegistry.setState({
    areas: [
      area('returns', [
        { path: '/returns', access: 'returns', screen: 'list' },
        { path: '/returns/:id', access: 'returns', screen: 'detail', record: 'return' },
        { path: '/returns/:id/edit', access: 'returns', screen: 'edit' },
      ]),
      area('orders', [{ path: '/saved/:orderId', access: 'loggedIn', screen: 'orderDetail', record: 'order' }]),
    ],
  });
  network.rest('GET', '/api/search/record', ({ search }) => {
    if (search.get('kind') === 'return' && search.get('key') === '4') return { hit: RETURN };
    if (search.get('kind') === 'order' && search.get('key') === '17') return { hit: ORDER };
    return { hit: null };
  });
});

const visit = (url: string) => renderScreen(url, <RecentVisits />, { as: 'rep', path: '*' });
const userId = DEMO_USERS.rep.id;

describe('recently opened records', () => {
  it('a record’s page joins them, newest first, as the server shows it', async () => {
    const { navigate } = visit('/returns/4');
    const rep = () => recentRecords(userId);
    await waitFor(() => expect(rep()).toEqual([RETURN]));
    await act(() => navigate('/saved/17'));
    await waitFor(() => expect(rep()).toEqual([ORDER, RETURN]));
    // Opened again: moved to the top, not listed twice.
    await act(() => navigate('/returns/4'));
    await waitFor(() => expect(rep()).toEqual([RETURN, ORDER]));
  });

  it('a list, an edit page or a record the server does not show adds nothing', async () => {
    const { navigate } = visit('/returns');
    await act(() => navigate('/returns/4/edit'));
    await act(() => navigate('/returns/9'));
    await waitFor(() => expect(network.restCalls('GET', '/api/search/record').map((c) => c.search.get('key'))).toEqual(['9']));
    expect(recentRecords(userId)).toEqual([]);
  });

  it('the box’s own entry of the same record is replaced, not repeated', async () => {
    rememberRecord(userId, { ...RETURN, detail: 'Order 104233 · Pending' });
    visit('/returns/4');
    await waitFor(() => expect(recentRecords(userId)).toEqual([RETURN]));
  });
});
