import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESIGN_COLOR_MESSAGES, DR_MESSAGES, messages, tonalOf } from '@portal/shared';
import { captureMessages, gqlError, mockNetwork, renderScreen, reply, signInAs, userWith } from '@portal/shared/testing';
import {
  ART_REFERENCES,
  COMPATIBLE_DESIGNS,
  CREATE_DESIGN_REQUEST,
  CREATE_LICENSE_DESIGN_REQUEST,
  REQUEST_FORM_DATA,
  UPDATE_DESIGN_REQUEST,
} from '../api';
import { RequestDialog } from './RequestDialog';

const network = mockNetwork();
jest.setTimeout(30_000);

const TREATMENTS = [
  { type: 'EMB', name: 'Embroidery', maxWidth: 12, maxHeight: 12, ccAvail: false },
  { type: 'SCRP', name: 'Screen Print', maxWidth: 16, maxHeight: 20, ccAvail: true },
];
const LEAGUES = [{ id: 1, name: 'NHL', teams: [{ id: 2, name: 'Toronto', players: [{ id: 3, number: '00', name: 'Default Player' }] }] }];
const DROPS = [{ id: 4, name: 'Script 2 lines', width: 10, height: 3, treatments: ['SCRP'], lines: ['TEAM', 'YEAR'] }];

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-03-10T15:00:00Z'),
    doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'],
  });
  network.graphql(REQUEST_FORM_DATA, { treatments: TREATMENTS, designRequestDrops: DROPS, designTags: [] });
  network.rest('GET', '/api/customers', [{ numb: 'C100', cust: 'Hawks Hockey' }]);
  network.graphql(ART_REFERENCES, { artReferences: [] });
  network.graphql(COMPATIBLE_DESIGNS, { compatibleDesigns: [] });
  network.rest('GET', '/api/production/ai_swatches', []);
});
afterEach(() => jest.useRealTimers());

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const item = await screen.findAllByTitle(option);
  await user.click(item[item.length - 1]);
}
/** A licence request for the Default Player 00, treatment, width and instructions filled. */
async function fillLicenceRequest(user: ReturnType<typeof userEvent.setup>) {
  await choose(user, 'League', 'NHL');
  await choose(user, 'Team', 'Toronto');
  await choose(user, 'Player', '00 Default Player');
  await choose(user, 'Treatment', 'Screen Print');
  await user.type(screen.getByLabelText('Width'), '8');
  await user.type(screen.getByLabelText('Instructions'), 'Name and number');
}
const ok = (name = 'Request Design') => screen.getAllByRole('button', { name }).find((b) => b.closest('.ant-modal-footer'))!;

describe('RequestDialog (spec 001 §5.2)', () => {
  it('a rep fills the request: submit stays disabled with the reason until every rule holds, then creates it', async () => {
    signInAs('rep');
    const shown = captureMessages();
    network.graphql(CREATE_DESIGN_REQUEST, { createDesignRequest: 77 });
    const onDone = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderScreen('/design_requests', <RequestDialog mode="create" license={false} onClose={() => {}} onDone={onDone} />);
    await screen.findByRole('dialog');
    expect(ok()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(DR_MESSAGES.customerOrPlayer);
    await choose(user, 'Customer', 'C100 Hawks Hockey');
    expect(screen.getByRole('status')).toHaveTextContent(DR_MESSAGES.treatmentRequired);
    await choose(user, 'Treatment', 'Screen Print');
    await user.type(screen.getByLabelText('Width'), '123');
    // Two digits only: the third is not taken.
    expect(screen.getByLabelText('Width')).toHaveValue('12');
    await user.click(screen.getByLabelText('Colour coordinated'));
    expect(screen.getByRole('status')).toHaveTextContent(DR_MESSAGES.instructionsRequired);
    await user.type(screen.getByLabelText('Instructions'), 'Left chest, two colours');
    expect(screen.getByLabelText('Date required')).toHaveValue('2026-03-15');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(ok());
    await waitFor(() =>
      expect(network.variables(CREATE_DESIGN_REQUEST)).toEqual([
        {
          request: {
            customer: 'C100',
            method: 'SCRP',
            width: 12,
            height: null,
            cc: true,
            dropId: null,
            lines: [],
            referenceFiles: [],
            instructions: 'Left chest, two colours',
            dateRequired: '2026-03-15',
            tags: [],
          },
        },
      ]),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(77));
    expect(shown.success).toEqual(['Successfully created design request with id #77']);
  });

  it('colour coordination is off for a treatment without it; the width is clamped to its maximum; a drop locks the sizes and asks for its lines', async () => {
    signInAs('rep');
    const user = userEvent.setup({ delay: null });
    renderScreen('/design_requests', <RequestDialog mode="create" license={false} onClose={() => {}} onDone={() => {}} />);
    await screen.findByRole('dialog');
    await choose(user, 'Treatment', 'Embroidery');
    expect(screen.getByLabelText('Colour coordinated')).toBeDisabled();
    await user.type(screen.getByLabelText('Width'), '30');
    await user.tab();
    expect(screen.getByLabelText('Width')).toHaveValue('12');
    await choose(user, 'Treatment', 'Screen Print');
    await choose(user, 'Drop', 'Script 2 lines');
    expect(screen.getByLabelText('Width')).toHaveValue('10');
    expect(screen.getByLabelText('Width')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Height' })).toHaveValue('3');
    await choose(user, 'Customer', 'C100 Hawks Hockey');
    await user.type(screen.getByLabelText('Instructions'), 'Script');
    expect(screen.getByRole('status')).toHaveTextContent(DR_MESSAGES.dropLinesRequired);
    await user.type(screen.getByLabelText('Line 1'), 'A team name much longer than 22');
    expect(screen.getByLabelText('Line 1')).toHaveValue('A team name much longe');
    await user.type(screen.getByLabelText('Line 2'), '2026');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a refused create shows the server’s message; a failure without one reads the spec’s create failure', async () => {
    signInAs('rep');
    const shown = captureMessages();
    network.graphqlOnce(CREATE_DESIGN_REQUEST, gqlError('BAD_USER_INPUT', DR_MESSAGES.dateRequiredRange));
    network.graphqlOnce(CREATE_DESIGN_REQUEST, gqlError('INTERNAL_SERVER_ERROR', 'boom'));
    const onDone = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderScreen('/design_requests', <RequestDialog mode="create" license={false} onClose={() => {}} onDone={onDone} />);
    await screen.findByRole('dialog');
    await choose(user, 'Customer', 'C100 Hawks Hockey');
    await choose(user, 'Treatment', 'Screen Print');
    await user.type(screen.getByLabelText('Width'), '5');
    await user.type(screen.getByLabelText('Instructions'), 'Back print');
    await user.click(ok());
    await waitFor(() => expect(shown.error).toEqual([DR_MESSAGES.dateRequiredRange]));
    await user.click(ok());
    await waitFor(() => expect(shown.error).toEqual([DR_MESSAGES.dateRequiredRange, messages.designRequestCreateFailed]));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a licence request picks a league, team and player (the Default Player 00 among them)', async () => {
    signInAs('artmanager');
    network.rest('GET', '/api/leagueTeamPlayer', LEAGUES);
    network.graphql(CREATE_LICENSE_DESIGN_REQUEST, { createLicenseDesignRequest: 78 });
    const user = userEvent.setup({ delay: null });
    renderScreen('/license_requests', <RequestDialog mode="create" license onClose={() => {}} onDone={() => {}} />);
    await screen.findByRole('dialog', { name: 'Request License Design' });
    expect(screen.queryByLabelText('Customer')).not.toBeInTheDocument();
    await fillLicenceRequest(user);
    await user.click(ok());
    await waitFor(() =>
      expect(network.variables(CREATE_LICENSE_DESIGN_REQUEST)).toEqual([
        {
          request: {
            league: 1,
            team: 2,
            player: 3,
            method: 'SCRP',
            width: 8,
            height: null,
            cc: false,
            dropId: null,
            lines: [],
            referenceFiles: [],
            instructions: 'Name and number',
            dateRequired: '2026-03-15',
            tags: [],
          },
        },
      ]),
    );
  });

  it('an update needs a change and keeps the request’s references', async () => {
    signInAs('rep');
    network.graphql(UPDATE_DESIGN_REQUEST, { updateDesignRequest: 9 });
    const onDone = jest.fn();
    const user = userEvent.setup({ delay: null });
    const request = {
      id: 9,
      customer: { number: 'C100' },
      method: { type: 'SCRP' },
      width: 10,
      height: null,
      cc: false,
      lines: [],
      instructions: 'Left chest',
      dateRequired: '2026-03-20',
      referenceFiles: [{ id: 5, fileName: 'logo.png' }],
      drop: null,
      league: null,
      team: null,
      player: null,
    };
    renderScreen(
      '/design_requests/9',
      <RequestDialog mode="update" license={false} request={request} onClose={() => {}} onDone={onDone} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('logo.png')).toBeInTheDocument();
    expect(ok('Update Request')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(DR_MESSAGES.noChange);
    await user.type(screen.getByLabelText('Instructions'), ', bigger');
    await user.click(ok('Update Request'));
    await waitFor(() =>
      expect(network.variables(UPDATE_DESIGN_REQUEST)).toEqual([
        {
          id: 9,
          updates: {
            customer: 'C100',
            method: 'SCRP',
            width: 10,
            height: null,
            cc: false,
            dropId: null,
            lines: [],
            referenceFiles: [{ id: 5 }],
            instructions: 'Left chest, bigger',
            dateRequired: '2026-03-20',
            tags: [],
          },
        },
      ]),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(9));
  });

  it('tags: the known tags of designs and drops are offered (designTags), new ones may be typed, and they are sent', async () => {
    signInAs('rep');
    network.graphql(REQUEST_FORM_DATA, { treatments: TREATMENTS, designRequestDrops: DROPS, designTags: ['hockey', 'retro'] });
    network.graphql(CREATE_DESIGN_REQUEST, { createDesignRequest: 80 });
    const user = userEvent.setup({ delay: null });
    renderScreen('/design_requests', <RequestDialog mode="create" license={false} onClose={() => {}} onDone={() => {}} />);
    await screen.findByRole('dialog');
    await choose(user, 'Customer', 'C100 Hawks Hockey');
    await choose(user, 'Treatment', 'Screen Print');
    await user.type(screen.getByLabelText('Width'), '5');
    await user.type(screen.getByLabelText('Instructions'), 'Crest');
    await choose(user, 'Tags', 'retro');
    await user.type(screen.getByLabelText('Tags'), 'playoffs{Enter}');
    await user.click(ok());
    await waitFor(() => expect(network.variables(CREATE_DESIGN_REQUEST)).toHaveLength(1));
    expect(network.variables(CREATE_DESIGN_REQUEST)[0].request.tags).toEqual(['retro', 'playoffs']);
  });

  it('a licence request’s colours: Secondary and Neutral come from GET /api/contrast of the Primary (with the team); a partial choice keeps submit disabled', async () => {
    signInAs('artmanager');
    network.rest('GET', '/api/leagueTeamPlayer', LEAGUES);
    network.rest('GET', '/api/production/ai_swatches', [
      { colorName: 'ROYAL', rgbHex: '1D4ED8' },
      { colorName: 'WHITE', rgbHex: 'FFFFFF' },
      { colorName: 'PINK', rgbHex: 'FF88CC' },
    ]);
    network.rest('GET', '/api/contrast', {
      hex: '1D4ED8',
      tonal: tonalOf('1D4ED8'),
      colors: [
        { colorName: 'WHITE', rgbHex: 'FFFFFF', team: true, ratio: 6.7 },
        { colorName: 'BLACK', rgbHex: '111111', team: false, ratio: 2.9 },
      ],
    });
    network.graphql(CREATE_LICENSE_DESIGN_REQUEST, { createLicenseDesignRequest: 81 });
    const user = userEvent.setup({ delay: null });
    renderScreen('/license_requests', <RequestDialog mode="create" license onClose={() => {}} onDone={() => {}} />);
    await screen.findByRole('dialog');
    await fillLicenceRequest(user);
    expect(screen.getByLabelText('Secondary')).toBeDisabled();
    await choose(user, 'Primary', 'ROYAL #1D4ED8');
    expect(screen.getByLabelText('Tonal')).toHaveValue(tonalOf('1D4ED8'));
    expect(screen.getByRole('status')).toHaveTextContent(DESIGN_COLOR_MESSAGES.licenseColorsRequired);
    expect(ok()).toBeDisabled();
    // The contrast list: the team's white first, with its ratio; a swatch not on the list is not offered.
    await user.click(screen.getByLabelText('Secondary'));
    expect(await screen.findByTitle('WHITE #FFFFFF (6.7:1, team)')).toBeInTheDocument();
    // PINK is among the Primary's choices only (its closed list stays in the page).
    expect(screen.getAllByTitle('PINK #FF88CC')).toHaveLength(1);
    await user.click(screen.getByTitle('WHITE #FFFFFF (6.7:1, team)'));
    await choose(user, 'Neutral', 'BLACK #111111 (2.9:1)');
    expect(network.restCalls('GET', '/api/contrast').map((c) => c.search.toString())).toContain('hex=1D4ED8&teamId=2');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(ok());
    await waitFor(() => expect(network.variables(CREATE_LICENSE_DESIGN_REQUEST)).toHaveLength(1));
    expect(network.variables(CREATE_LICENSE_DESIGN_REQUEST)[0].request.colors).toEqual({
      primary: '1D4ED8',
      secondary: 'FFFFFF',
      neutral: '111111',
      tonal: tonalOf('1D4ED8'),
    });
  });

  it('a rep with license_order reads the contrast list too (rule licenceContrast)', async () => {
    signInAs('rep');
    network.rest('GET', '/api/leagueTeamPlayer', []);
    network.rest('GET', '/api/production/ai_swatches', [
      { colorName: 'ROYAL', rgbHex: '1D4ED8' },
      { colorName: 'PINK', rgbHex: 'FF88CC' },
    ]);
    network.rest('GET', '/api/contrast', {
      hex: '1D4ED8',
      tonal: tonalOf('1D4ED8'),
      colors: [{ colorName: 'WHITE', rgbHex: 'FFFFFF', team: false, ratio: 6.7 }],
    });
    const user = userEvent.setup({ delay: null });
    renderScreen('/license_requests', <RequestDialog mode="create" license onClose={() => {}} onDone={() => {}} />);
    await screen.findByRole('dialog');
    await choose(user, 'Primary', 'ROYAL #1D4ED8');
    await choose(user, 'Secondary', 'WHITE #FFFFFF (6.7:1)');
    expect(network.restCalls('GET', '/api/contrast').map((c) => c.search.toString())).toEqual(['hex=1D4ED8']);
    expect(screen.queryByText(/The contrast list is not available to you/)).not.toBeInTheDocument();
  });

  it('a user outside rule licenceContrast is not sent to the contrast call and picks Secondary and Neutral from every swatch; a refused call does the same', async () => {
    // The creator of a licence request who does not hold a licence flag, updating it.
    signInAs(userWith(['order'], { userType: 'REP', repCode: '101' }));
    network.rest('GET', '/api/leagueTeamPlayer', LEAGUES);
    network.rest('GET', '/api/production/ai_swatches', [
      { colorName: 'ROYAL', rgbHex: '1D4ED8' },
      { colorName: 'PINK', rgbHex: 'FF88CC' },
    ]);
    network.rest('GET', '/api/contrast', reply(403, { message: 'No' }));
    const user = userEvent.setup({ delay: null });
    const request = {
      id: 9,
      customer: null,
      method: { type: 'SCRP' },
      width: 10,
      height: null,
      cc: false,
      lines: [],
      instructions: 'Name and number',
      dateRequired: '2026-03-20',
      referenceFiles: [],
      drop: null,
      league: { id: 1 },
      team: { id: 2 },
      player: { id: 3 },
    };
    const { unmount } = renderScreen(
      '/license_requests/9',
      <RequestDialog mode="update" license request={request} onClose={() => {}} onDone={() => {}} />,
    );
    await screen.findByRole('dialog');
    await choose(user, 'Primary', 'ROYAL #1D4ED8');
    expect(await screen.findByText(/The contrast list is not available to you/)).toBeInTheDocument();
    await choose(user, 'Secondary', 'PINK #FF88CC');
    expect(screen.getByLabelText('Secondary').closest('.ant-select')).toHaveTextContent('PINK #FF88CC');
    expect(network.restCalls('GET', '/api/contrast')).toEqual([]);
    unmount();

    // Inside the rule, but the server refuses (its flags changed since sign-in): the same fallback.
    signInAs('artmanager');
    renderScreen('/license_requests', <RequestDialog mode="create" license onClose={() => {}} onDone={() => {}} />);
    await screen.findByRole('dialog');
    await choose(user, 'Primary', 'ROYAL #1D4ED8');
    expect(await screen.findByText(/The contrast list is not available to you/)).toBeInTheDocument();
    expect(network.restCalls('GET', '/api/contrast')).toHaveLength(1);
  });

  it('the width slider holds the request’s width for 10 extra nudges, then moves on; the input takes any width', async () => {
    signInAs('rep');
    const user = userEvent.setup({ delay: null });
    const request = {
      id: 9,
      customer: { number: 'C100' },
      method: { type: 'SCRP' },
      width: 10,
      height: null,
      cc: false,
      lines: [],
      instructions: 'Left chest',
      dateRequired: '2026-03-20',
      referenceFiles: [],
      drop: null,
      league: null,
      team: null,
      player: null,
    };
    renderScreen(
      '/design_requests/9',
      <RequestDialog mode="update" license={false} request={request} onClose={() => {}} onDone={() => {}} />,
    );
    await screen.findByRole('dialog');
    const [handle] = screen.getAllByRole('slider');
    expect(handle).toHaveAttribute('aria-valuenow', '10');
    // The slider reads the key's keyCode, which user-event's keyboard does not set: the browser's event is sent as it is.
    const nudge = () => fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39, which: 39 });
    for (let i = 0; i < 10; i++) {
      nudge();
      expect(screen.getByLabelText('Width')).toHaveValue('10');
    }
    nudge();
    expect(screen.getByLabelText('Width')).toHaveValue('10.55');
    nudge();
    expect(screen.getByLabelText('Width')).toHaveValue('10.6');
    // Typed next to the snap: kept.
    await user.clear(screen.getByLabelText('Width'));
    await user.type(screen.getByLabelText('Width'), '10.2');
    await user.tab();
    expect(screen.getByLabelText('Width')).toHaveValue('10.2');
  });
});
