import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchMessages as T, type SearchHit } from '@portal/shared/core';
import { mockNetwork, networkError, renderScreen, signInAs } from '@portal/shared/testing';
import { RECENT_MAX, recentRecords, rememberRecord } from './recentRecords';
import { SearchBox } from './SearchBox';

const network = mockNetwork();

const ORDER: SearchHit = {
  kind: 'order',
  id: '104233',
  title: 'Order 104233',
  detail: 'Maple Leafs Shop · PO 55 · Saved',
  path: '/saved/17',
};
const ORDER_2: SearchHit = {
  kind: 'order',
  id: '104239',
  title: 'Order 104239',
  detail: 'Maple Leafs Shop · Approved',
  path: '/approved/23',
};
const CUSTOMER: SearchHit = {
  kind: 'customer',
  id: '1042',
  title: 'Maple Leafs Shop',
  detail: 'Customer 1042 · ON',
  path: '/orders?custNumb=1042',
};
const RETURN: SearchHit = { kind: 'return', id: '10001', title: 'Return 10001', detail: 'Order 104233 · Open', path: '/returns/4' };

beforeEach(() => {
  localStorage.clear();
  // Grouped in the box's order of kinds whatever order the answer has.
  network.rest('GET', '/api/search', ({ search }) =>
    search.get('q')?.startsWith('1042') ? { hits: [ORDER, ORDER_2, RETURN, CUSTOMER] } : { hits: [] },
  );
});

function renderBox() {
  const user = userEvent.setup();
  const harness = renderScreen('/home', <SearchBox />, { as: 'rep', extraRoutes: null });
  return { user, ...harness };
}

const dialog = () => screen.findByRole('dialog', { name: T.searchLabel });

describe('the search box', () => {
  it('opens with Ctrl+K (and Cmd+K) with the cursor in the box, and Escape closes it', async () => {
    const { user } = renderBox();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    await dialog();
    await waitFor(() => expect(screen.getByRole('combobox', { name: T.searchLabel })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('combobox', { name: T.searchLabel })).toBeInTheDocument();
  });

  it('opens from the header button too', async () => {
    const { user } = renderBox();
    await user.click(screen.getByRole('button', { name: /Search/ }));
    expect(await dialog()).toBeInTheDocument();
  });

  it('groups the hits by kind, best first, each with its recognising line', async () => {
    const { user } = renderBox();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), '1042');
    const list = await screen.findByRole('listbox');
    const groups = await within(list).findAllByRole('group');
    expect(groups.map((g) => within(g).getAllByRole('option').length)).toEqual([2, 1, 1]);
    expect(within(groups[0]).getByText('Orders')).toBeInTheDocument();
    expect(within(groups[1]).getByText('Returns')).toBeInTheDocument();
    expect(within(groups[2]).getByText('Customers')).toBeInTheDocument();
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Order 104233Maple Leafs Shop · PO 55 · Saved',
      'Order 104239Maple Leafs Shop · Approved',
      'Return 10001Order 104233 · Open',
      'Maple Leafs ShopCustomer 1042 · ON',
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(network.restCalls('GET', '/api/search').map((c) => c.search.get('q'))).toEqual(['1042']);
  });

  it('moves with the arrows (wrapping) and opens the chosen record with Enter', async () => {
    const { user } = renderBox();
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox');
    await user.type(box, '1042');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option')[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/approved/23'));
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  });

  it('opens a record on a click', async () => {
    const { user } = renderBox();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), '1042');
    await user.click(await screen.findByRole('option', { name: /Maple Leafs Shop Customer 1042/ }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/orders?custNumb=1042'));
  });

  it('shows the records this user last opened before anything is typed, newest first', async () => {
    const { user } = renderBox();
    const me = signInAs('rep');
    rememberRecord(me.id + 1, RETURN); // someone else's, in the same browser
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByText(T.searchTooShort)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    rememberRecord(me.id, ORDER);
    rememberRecord(me.id, CUSTOMER);
    await user.keyboard('{Control>}k{/Control}');
    const recent = await screen.findByRole('listbox', { name: T.searchRecent });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.firstChild?.textContent),
    ).toEqual(['Maple Leafs Shop', 'Order 104233']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/saved/17'));
    expect(recentRecords(me.id).map((h) => h.id)).toEqual(['104233', '1042']);
    expect(network.restCalls('GET', '/api/search')).toEqual([]);
  });

  it('remembers an opened record and keeps at most the last few', () => {
    for (let i = 0; i < RECENT_MAX + 3; i++) rememberRecord(7, { ...ORDER, id: String(i), path: `/saved/${i}` });
    rememberRecord(7, { ...ORDER, id: '3', path: '/saved/3' });
    const ids = recentRecords(7).map((h) => h.id);
    expect(ids).toHaveLength(RECENT_MAX);
    expect(ids.slice(0, 3)).toEqual(['3', '10', '9']);
    localStorage.setItem('portal.search.recent.7', '{broken');
    expect(recentRecords(7)).toEqual([]);
  });

  it('asks nothing for two letters, says when nothing matches or the search failed', async () => {
    const { user } = renderBox();
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox');
    await user.type(box, 'ab');
    expect(await screen.findByText(T.searchTooShort)).toBeInTheDocument();
    await user.type(box, 'c');
    expect(await screen.findByText(T.searchNoMatches)).toBeInTheDocument();
    expect(network.restCalls('GET', '/api/search').map((c) => c.search.get('q'))).toEqual(['abc']);
    network.rest('GET', '/api/search', networkError());
    await user.type(box, 'd');
    expect(await screen.findByText(T.searchFailed)).toBeInTheDocument();
  });
});
