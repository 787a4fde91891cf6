import { screen } from '@testing-library/react';
import { mockNetwork, renderScreen, signInAs } from '@portal/shared/testing';
import { DROPS_LIST, type DropRow } from '../api';
import { AllDropsPage, DropsScreenPage } from './DropsPage';

const network = mockNetwork();
jest.setTimeout(30_000);

const drop = (id: number, extra: Partial<DropRow> = {}): DropRow => ({
  id,
  code: `DR-FALL2${id}`,
  name: `Autumn Crest ${id}`,
  width: 10,
  height: 8,
  lines: ['Tees'],
  startDate: '2025-09-01T04:00:00.000Z',
  endDate: null,
  logoRequired: false,
  active: true,
  image: null,
  createdDate: '2025-08-01T04:00:00.000Z',
  tags: ['retro'],
  subCategory: null,
  usage: 12,
  methods: [{ id: 'SCRP', name: 'Screen Print' }],
  locations: [{ id: 1, name: 'Full Front' }],
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  signInAs('rep');
});

test('/drops asks for the most used first with search column id, and keeps the answer on the device', async () => {
  network.graphql(DROPS_LIST, { dropsV2: { total: 1, drops: [drop(1)] } });
  renderScreen('/drops', <AllDropsPage />, { path: '/drops' });
  expect(await screen.findByText('Autumn Crest 1')).toBeInTheDocument();
  expect(network.variables(DROPS_LIST)).toEqual([
    {
      page: 1,
      search: null,
      searchCol: 'id',
      filters: { active: [], method: [], logoRequired: [], tags: [] },
      orderBy: 'usage',
      orderByOrder: 'desc',
    },
  ]);
  expect(localStorage.getItem('portal.drops.cache')).toContain('Autumn Crest 1');
});

test('/drops_screen forces SCRP; the URL keys orderBy, orderByOrder, page and the repeated filters drive the call', async () => {
  network.graphql(DROPS_LIST, { dropsV2: { total: -1, drops: [drop(2)] } });
  renderScreen('/drops_screen?orderBy=name&orderByOrder=asc&page=2&active=true&tags=retro&method=EMB', <DropsScreenPage />, {
    path: '/drops_screen',
  });
  expect(await screen.findByText('Autumn Crest 2')).toBeInTheDocument();
  expect(network.variables(DROPS_LIST)).toEqual([
    {
      page: 2,
      search: null,
      searchCol: 'id',
      filters: { active: ['true'], method: ['SCRP'], logoRequired: [], tags: ['retro'] },
      orderBy: 'name',
      orderByOrder: 'asc',
    },
  ]);
});

test('a cached answer shows at once while the fresh one is on its way', async () => {
  localStorage.setItem(
    'portal.drops.cache',
    JSON.stringify({
      key: JSON.stringify({
        page: 1,
        search: null,
        searchCol: 'id',
        filters: { active: [], method: [], logoRequired: [], tags: [] },
        orderBy: 'usage',
        orderByOrder: 'desc',
      }),
      data: { total: 1, drops: [drop(7)] },
    }),
  );
  let answer!: (v: unknown) => void;
  network.graphql(DROPS_LIST, () => new Promise((resolve) => (answer = resolve)) as never);
  renderScreen('/drops', <AllDropsPage />, { path: '/drops' });
  expect(await screen.findByText('Autumn Crest 7')).toBeInTheDocument();
  answer({ dropsV2: { total: 1, drops: [drop(8)] } });
  expect(await screen.findByText('Autumn Crest 8')).toBeInTheDocument();
});
