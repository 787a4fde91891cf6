import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { captureMessages, mockNetwork, renderScreen, reply, signInAs } from '@portal/shared/testing';
import { DESIGN_FILTER } from '../../designs/api';
import type { ExtractedDesign } from '../api';
import { DesignColorsPage } from './DesignColorsPage';

const network = mockNetwork();
jest.setTimeout(30_000);

const EXTRACT = '/api/production/extract_colors_by_team/1/7';
const designs: ExtractedDesign[] = [
  {
    id: 'D60010',
    variation: 1,
    designFile: '/Images/Designs/D60010-1.svg',
    colors: ['1D4FD8', 'FFFFFF'],
    proposals: [
      { colorName: 'ROYAL BLUE', rgbHex: '1D4ED8', libraryName: 'STOCK COLORS', groupName: 'BLUES', deltaE: 0.3 },
      { colorName: 'WHITE', rgbHex: 'FFFFFF', libraryName: 'STOCK COLORS', groupName: 'NEUTRALS', deltaE: 0 },
    ],
  },
];

beforeEach(() => {
  network.graphql(DESIGN_FILTER, {
    designFilter: {
      customer: [],
      method: [],
      league: [{ id: 1, name: 'NHL' }],
      team: [
        { id: 7, name: 'Toronto', leagueId: 1 },
        { id: 8, name: 'Ottawa', leagueId: 2 },
      ],
      player: [],
      code: [],
      stock: ['Y', 'N'],
    },
  });
  network.rest('GET', '/api/production/ai_swatches', [
    { colorName: 'ROYAL BLUE', rgbHex: '1D4ED8', equivalent: null, libraryName: 'STOCK COLORS', groupName: 'BLUES' },
    { colorName: 'WHITE', rgbHex: 'FFFFFF', equivalent: null, libraryName: 'STOCK COLORS', groupName: 'NEUTRALS' },
  ]);
  network.rest('GET', EXTRACT, { designs });
});

describe('DesignColorsPage (/design_colors)', () => {
  it('By Team: league and team, Extract opens Validate Color Mappings; generate the PMS file, then save (204)', async () => {
    signInAs('artmanager');
    const shown = captureMessages();
    network.rest('POST', '/api/decorate/pms_file', '/Images/PMS/PMS-0123456789abcdef.png');
    network.rest('POST', '/api/production/save_design_colors', reply(204));
    const user = userEvent.setup({ delay: null });
    renderScreen('/design_colors?league=1&team=7', <DesignColorsPage />, { path: '/design_colors' });
    const extract = await screen.findByRole('button', { name: 'Extract Design Colors' });
    await waitFor(() => expect(extract).toBeEnabled());
    await user.click(extract);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('#1D4FD8')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save Design Colors' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Generate PMS File' }));
    expect(await within(dialog).findByAltText('PMS file')).toHaveAttribute('src', '/Images/PMS/PMS-0123456789abcdef.png');
    expect(network.restCalls('POST', '/api/decorate/pms_file').map((c) => c.body)).toEqual([
      {
        colors: [
          { name: 'ROYAL BLUE', rgbHex: '1D4ED8' },
          { name: 'WHITE', rgbHex: 'FFFFFF' },
        ],
      },
    ]);
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(shown.success).toEqual([messages.designColorsSaved]));
    expect(network.restCalls('POST', '/api/production/save_design_colors').map((c) => c.body)).toEqual([
      {
        designs: [
          {
            id: 'D60010',
            variation: 1,
            fileName: 'PMS-0123456789abcdef.png',
            colors: [
              { name: 'ROYAL BLUE', rgbHex: '1D4ED8' },
              { name: 'WHITE', rgbHex: 'FFFFFF' },
            ],
          },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("a refused PMS file shows the server's 400 text once; a disabled colour without a swatch is fine; an artist may not save", async () => {
    signInAs('artist');
    const shown = captureMessages();
    network.rest('POST', '/api/decorate/pms_file', reply(400, { message: 'Invalid RGB Hex' }));
    const user = userEvent.setup({ delay: null });
    renderScreen('/design_colors?league=1&team=7&action=validate', <DesignColorsPage />, { path: '/design_colors' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Save Design Colors' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Generate PMS File' }));
    await waitFor(() => expect(shown.error).toEqual(['Invalid RGB Hex']));
    expect(within(dialog).getByText(messages.pmsFileFailed)).toBeInTheDocument();
  });

  it("a failed extraction says 'Failed to fetch designs/colors.' with Retry", async () => {
    signInAs('artmanager');
    network.rest('GET', EXTRACT, reply(500, {}));
    renderScreen('/design_colors?league=1&team=7&action=validate', <DesignColorsPage />, { path: '/design_colors' });
    expect(await screen.findByText(messages.designColorsFetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
