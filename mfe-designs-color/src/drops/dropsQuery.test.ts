import { cacheDrops, cachedDrops, dropFilters, dropsInput } from './dropsQuery';

const query = {
  page: 1,
  pageSize: 50,
  order: 'desc' as const,
  orderBy: 'usage',
  search: '',
  searchCol: 'id',
  filters: {} as Record<string, string[]>,
};

test('/drops_screen forces the method filter to SCRP whatever the URL says; /drops passes the chosen methods', () => {
  expect(dropsInput({ ...query, filters: { method: ['EMB'] } }, 'dropsScreen').filters).toEqual({
    active: [],
    method: ['SCRP'],
    logoRequired: [],
    tags: [],
  });
  expect(dropsInput({ ...query, filters: { method: ['EMB'], tags: ['retro'] } }, 'drops')).toEqual({
    page: 1,
    search: null,
    searchCol: 'id',
    filters: { active: [], method: ['EMB'], logoRequired: [], tags: ['retro'] },
    orderBy: 'usage',
    orderByOrder: 'desc',
  });
  expect(dropsInput({ ...query, orderBy: 'nope', order: 'asc' }, 'drops')).toMatchObject({ orderBy: 'usage', orderByOrder: 'asc' });
});

test('the drawer has no Method filter on /drops_screen; tags offered are those on screen and those chosen', () => {
  expect(dropFilters('dropsScreen', [], []).map((f) => f.label)).toEqual(['Active', 'Logo Required', 'Tags']);
  expect(dropFilters('drops', ['retro', 'kids'], ['holiday']).find((f) => f.label === 'Tags')).toMatchObject({
    options: [{ value: 'holiday' }, { value: 'kids' }, { value: 'retro' }],
  });
});

test('the device keeps the last answer for the same view only', () => {
  localStorage.clear();
  const input = dropsInput(query, 'drops');
  const data = { total: 0, drops: [] };
  cacheDrops(input, data);
  expect(cachedDrops(input)).toEqual(data);
  expect(cachedDrops({ ...input, page: 2 })).toBeUndefined();
});
