import { designRequestFilters, designRequestsInput } from './listInput';

// Each route's list type and scope reach the server (README "Lists — route → list type"); the
// drawer shows the rep filter only to those §6 names and licence filters only where rows have them.

const q = {
  page: 2,
  pageSize: 50,
  order: 'desc' as const,
  orderBy: 'nonsense',
  search: 'crest',
  searchCol: '',
  filters: { status: ['2', 'x'], league: ['4'] },
};

test('the unassigned queue asks for normal requests without an artist, sorted by date created descending', () => {
  expect(designRequestsInput(q, 'unassigned')).toEqual({
    filters: {
      search: 'crest',
      status: [2],
      customer: [],
      user: [],
      artist: [],
      method: [],
      dropId: [],
      league: [4],
      team: [],
      player: [],
      page: 2,
      listType: 'normal',
      scope: 'unassigned',
      orderId: null,
    },
    orderBy: 'dateCreated',
    desc: true,
  });
});

test('the old history of an order asks for history rows of that order', () => {
  expect(designRequestsInput({ ...q, order: 'asc', orderBy: 'revisions' }, 'historyOld', 77)).toMatchObject({
    filters: { listType: 'H', orderId: 77 },
    orderBy: 'revisions',
    desc: false,
  });
});

test('the rep filter and the licence filters show only where they belong', () => {
  const domain = {
    customers: [{ number: 'C1', name: 'Acme' }],
    users: [{ id: 5, name: 'Riley' }],
    artists: [],
    methods: [],
    dropIds: [],
    statuses: [{ code: 2, description: 'Awaiting Art' }],
    leagues: [{ id: 4, name: 'NHL', teams: [{ id: 9, name: 'Oilers', players: [{ id: 3, name: 'Default Player' }] }] }],
  };
  expect(designRequestFilters(domain, {}, false, 'normal').map((f) => f.key)).toEqual(['status', 'customer', 'artist', 'method', 'dropId']);
  expect(designRequestFilters(domain, {}, true, 'L').map((f) => f.key)).toEqual([
    'status',
    'user',
    'artist',
    'method',
    'dropId',
    'league',
    'team',
    'player',
  ]);
  const player = designRequestFilters(domain, { team: ['9'] }, true, 'H').find((f) => f.key === 'player');
  expect(player && 'options' in player ? player.options : undefined).toEqual([{ value: '3', label: 'Default Player' }]);
});
