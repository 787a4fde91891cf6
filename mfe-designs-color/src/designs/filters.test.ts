import { designFilters, designsListInput, parseDesignKey, activeOf } from './filters';

const query = {
  page: 2,
  pageSize: 50,
  order: 'asc' as const,
  orderBy: 'created_at',
  search: '',
  searchCol: 'id',
  filters: {} as Record<string, string[]>,
};

test('Active is Yes by default on /designs and /design_stock, both on /all_designs; the URL value wins', () => {
  expect(activeOf('designs', undefined)).toBe('Y');
  expect(activeOf('designStock', [])).toBe('Y');
  expect(activeOf('allDesigns', undefined)).toBe('all');
  expect(activeOf('designs', ['N'])).toBe('N');
  expect(activeOf('allDesigns', ['Y'])).toBe('Y');
});

test('maps the URL to designs(...) arguments: numbers for league/team/player, dropship on design stock, an unknown sort falls back to created_at', () => {
  expect(
    designsListInput({ ...query, orderBy: 'nope', filters: { team: ['7', 'x'], method: ['SUB'], stock: ['Y'] } }, 'designStock'),
  ).toEqual({
    page: 2,
    order: 'asc',
    orderBy: 'created_at',
    search: null,
    searchCol: 'id',
    filter: { customer: [], method: ['SUB'], league: [], team: [7], player: [], code: [], active: 'Y', stock: 'Y' },
    dropship: true,
  });
});

test('the League filter is there only when allowed; teams follow the chosen league', () => {
  const options = {
    customer: [],
    method: [],
    league: [{ id: 1, name: 'NHL' }],
    team: [
      { id: 5, name: 'Leafs', leagueId: 1 },
      { id: 6, name: 'Jays', leagueId: 2 },
    ],
    player: [],
    code: [],
    stock: ['N'],
  };
  expect(designFilters(options, {}, false, 'designs').find((f) => f.label === 'Stock')).toMatchObject({
    options: [{ value: 'N', label: 'No' }],
  });
  expect(designFilters(options, {}, false, 'designs').map((f) => f.label)).toEqual([
    'Customer',
    'Method',
    'Team',
    'Player',
    'Drop Code',
    'Active',
    'Stock',
  ]);
  const withLeague = designFilters(options, { league: ['1'] }, true, 'designStock');
  expect(withLeague.map((f) => f.label)).toEqual(['Customer', 'Method', 'League', 'Team', 'Player', 'Drop Code', 'Active']);
  expect(withLeague.find((f) => f.label === 'Team')).toMatchObject({ options: [{ value: '5', label: 'Leafs' }] });
});

test('a row key names the design and its variation', () => {
  expect(parseDesignKey('D12345-2')).toEqual({ id: 'D12345', variation: 2 });
  expect(parseDesignKey('nope')).toBeNull();
});
