import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESIGN_COLOR_MESSAGES, messages } from '@portal/shared';
import { captureMessages, mockNetwork, renderScreen, reply, signInAs } from '@portal/shared/testing';
import { DESIGN_DETAIL, DESIGN_FILTER, DESIGNS_LIST, type DesignRow } from '../api';
import { AllDesignsPage, DesignsPage } from './DesignsListPage';

// The real api.ts and documents run against a network checked against schema.graphql.
const network = mockNetwork();
jest.setTimeout(30_000);

const design = (id: string, variation = 1, extra: Partial<DesignRow> = {}): DesignRow => ({
  id,
  variation,
  image: `/Images/Designs/${id}-${variation}.svg`,
  customer: '10042',
  customerName: 'Acme Golf Club',
  method: 'SCRP',
  methodName: 'Screen Print',
  leagueName: 'NHL',
  teamName: 'Toronto Maple Leafs',
  playerName: null,
  leagueApproved: true,
  code: null,
  active: true,
  stock: false,
  cc: false,
  approved: true,
  createdAt: '2025-01-04T15:00:00.000Z',
  lastUsed: null,
  primary: '1D4ED8',
  secondary: 'FFFFFF',
  neutral: '111111',
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  network.graphql(DESIGN_FILTER, {
    designFilter: {
      customer: [{ numb: '10042', name: 'Acme Golf Club' }],
      method: [{ code: 'SUB', name: 'Sublimation', type: 'SUB' }],
      league: [{ id: 1, name: 'NHL' }],
      team: [{ id: 3, name: 'Toronto Maple Leafs', leagueId: 1 }],
      player: [],
      code: [],
      stock: ['Y', 'N'],
    },
  });
  network.graphql(DESIGNS_LIST, { designs: { total: 2, designs: [design('D60001'), design('D60002', 2, { cc: true })] } });
});

describe('DesignsListPage', () => {
  it('asks for active designs, oldest first, searching the Design ID by default; the artist sees the customer column, not the licence ones', async () => {
    signInAs('artist');
    renderScreen('/designs', <DesignsPage />, { path: '/designs' });
    expect(await screen.findByText('D60001')).toBeInTheDocument();
    expect(screen.getByText('2 CC')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Design D60001-1' })).toHaveAttribute('src', '/Images/Designs/D60001-1.svg?size=thumb');
    expect(network.variables(DESIGNS_LIST)).toEqual([
      {
        page: 1,
        order: 'asc',
        orderBy: 'created_at',
        search: null,
        searchCol: 'id',
        filter: { customer: [], method: [], league: [], team: [], player: [], code: [], active: 'Y', stock: null },
        dropship: false,
      },
    ]);
    expect(screen.getByRole('columnheader', { name: /Customer/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /League/ })).not.toBeInTheDocument();
  });

  it('on /all_designs asks for every design; the URL keys filter, page, order, orderBy, searchCol and the filters drive the call', async () => {
    signInAs('csr');
    renderScreen('/all_designs?filter=leafs&searchCol=team&page=3&order=desc&orderBy=id&team=3&method=SUB', <AllDesignsPage />, {
      path: '/all_designs',
    });
    await screen.findByText('D60001');
    expect(network.variables(DESIGNS_LIST)).toEqual([
      {
        page: 3,
        order: 'desc',
        orderBy: 'id',
        search: 'leafs',
        searchCol: 'team',
        filter: { customer: [], method: ['SUB'], league: [], team: [3], player: [], code: [], active: 'all', stock: null },
        dropship: false,
      },
    ]);
    // csr has licenseCreation: the licence columns show.
    expect(screen.getByRole('columnheader', { name: /League/ })).toBeInTheDocument();
  });

  it('a row opens the design dialog with its artwork and colours (the dialog is in the URL)', async () => {
    signInAs('artist');
    network.graphql(DESIGN_DETAIL, {
      designV2: {
        ...design('D60001'),
        parentId: null,
        royaltyCode: 'R101',
        royaltyDesc: 'League royalty',
        width: 10,
        height: 8,
        quantity: 4,
        text: null,
        comment: 'Home crest',
        tags: ['crest'],
        showcase: false,
        showcaseComment: null,
        tonalHex: null,
        disabledComment: null,
        colors: [{ rgbHex: '1D4ED8', name: 'ROYAL BLUE' }],
      },
    });
    const user = userEvent.setup({ delay: null });
    const { params } = renderScreen('/designs', <DesignsPage />, { path: '/designs' });
    await user.click(await screen.findByText('D60001'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Design D60001-1');
    expect(await within(dialog).findByText('ROYAL BLUE #1D4ED8')).toBeInTheDocument();
    expect(within(dialog).getByText('Home crest')).toBeInTheDocument();
    expect(params().toString()).toBe('action=design&id=D60001-1');
    expect(network.variables(DESIGN_DETAIL)).toEqual([{ id: 'D60001', variation: 1 }]);
  });

  it('disabling a design in use shows the Design In Use dialog with its orders linking to /approved/{id}; the comment is required', async () => {
    signInAs('artmanager');
    network.rest(
      'POST',
      '/api/design/disable/bulk',
      reply(409, { message: messages.designsInUse, designs: [{ id: 'D60002', variation: 2, orders: [{ id: 77, number: 100077 }] }] }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen('/designs', <DesignsPage />, { path: '/designs' });
    await screen.findByText('D60002');
    await user.click(screen.getByRole('checkbox', { name: 'Select row D60002-2' }));
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Disable 1 design');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText(DESIGN_COLOR_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(network.restCalls('POST', '/api/design/disable/bulk')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Comment'), 'Retired artwork');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await screen.findByText('Design In Use');
    const inUse = screen.getByRole('dialog');
    expect(within(inUse).getByText(messages.designsInUse)).toBeInTheDocument();
    expect(within(inUse).getByRole('link', { name: '#100077' })).toHaveAttribute('href', '/approved/77');
    expect(network.restCalls('POST', '/api/design/disable/bulk').map((c) => c.body)).toEqual([
      { designs: [{ id: 'D60002', variation: 2 }], comment: 'Retired artwork' },
    ]);
  });

  it('offers no Disable to someone who may not disable designs', async () => {
    signInAs('rep');
    renderScreen('/designs', <DesignsPage />, { path: '/designs' });
    await screen.findByText('D60001');
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Customer/ })).not.toBeInTheDocument());
  });

  it("licence creators get the two creation buttons; a new licence design's 409 shows the server's text", async () => {
    signInAs('csr');
    const shown = captureMessages();
    network.rest('GET', '/api/production/ai_swatches', [
      { colorName: 'ROYAL BLUE', rgbHex: '1D4ED8', equivalent: null, libraryName: 'STOCK COLORS', groupName: 'BLUES' },
    ]);
    network.rest('GET', '/api/contrast', {
      hex: '1D4ED8',
      tonal: '7795E8',
      colors: [
        { colorName: 'WHITE', rgbHex: 'FFFFFF', libraryName: 'STOCK COLORS', team: false, ratio: 6.7 },
        { colorName: 'BLACK', rgbHex: '111111', libraryName: 'STOCK COLORS', team: false, ratio: 2.9 },
      ],
    });
    network.rest('POST', '/api/design/new/license', reply(409, { message: 'This license design already exists: D60001-1.' }));
    const user = userEvent.setup({ delay: null });
    renderScreen('/designs', <DesignsPage />, { path: '/designs' });
    await screen.findByText('D60001');
    expect(screen.getByRole('button', { name: 'New CC Variation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New License Design' }));
    const dialog = await screen.findByRole('dialog');
    const pick = async (label: string, title: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: label }));
      // antd keeps closed dropdowns in the page: the open one is the last.
      await user.click((await screen.findAllByTitle(title)).at(-1)!);
    };
    await pick('League', 'NHL');
    await pick('Team', 'Toronto Maple Leafs');
    await pick('Method', 'Screen Print');
    await pick('Primary', 'ROYAL BLUE #1D4ED8');
    await pick('Secondary', 'WHITE #FFFFFF (6.7:1)');
    await pick('Neutral', 'BLACK #111111 (2.9:1)');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(shown.error).toEqual(['This license design already exists: D60001-1.']));
    expect(network.restCalls('POST', '/api/design/new/license').map((c) => c.body)).toEqual([
      {
        leagueId: 1,
        teamId: 3,
        playerId: null,
        method: 'SCRP',
        primary: '1D4ED8',
        secondary: 'FFFFFF',
        neutral: '111111',
        tonal: '7795E8',
        width: 10,
        height: 10,
        text: '',
        comment: '',
        parentId: null,
      },
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('others get no creation buttons', async () => {
    signInAs('artist');
    renderScreen('/designs', <DesignsPage />, { path: '/designs' });
    await screen.findByText('D60001');
    expect(screen.queryByRole('button', { name: 'New License Design' })).not.toBeInTheDocument();
  });
});
