import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { captureMessages, mockNetwork, renderScreen, reply, signInAs } from '@portal/shared/testing';
import type { Swatch, SwatchTable } from '../api';
import { SwatchLibraryPage } from './SwatchLibraryPage';

const network = mockNetwork();
jest.setTimeout(30_000);

const swatch = (id: number, colorName: string, extra: Partial<Swatch> = {}): Swatch => ({
  id,
  colorName,
  rgbHex: '1D4ED8',
  libraryName: 'STOCK COLORS',
  groupName: 'BLUES',
  equivalent: null,
  updatedAt: '2026-01-04T15:00:00.000Z',
  locked: false,
  ...extra,
});
const TABLE: SwatchTable = {
  swatches: [swatch(1, 'ROYAL BLUE'), swatch(2, 'LEAFS BLUE', { libraryName: 'NHL TEAM COLORS', groupName: 'TORONTO', locked: true })],
  total: 2,
  libraries: [
    { name: 'STOCK COLORS', count: 1, groups: [{ name: 'BLUES', count: 1 }], lock: false, priorityRank: 1, teams: [] },
    { name: 'NHL TEAM COLORS', count: 1, groups: [], lock: true, priorityRank: 10, teams: [3] },
  ],
};
const PATH = '/api/production/ai_swatches_admin';

beforeEach(() => {
  localStorage.clear();
  network.rest('GET', PATH, TABLE);
});

describe('SwatchLibraryPage (/ai_swatches)', () => {
  it('asks for the first 50 by colour name; a page size chosen is remembered on the device', async () => {
    signInAs('artist');
    renderScreen('/ai_swatches?rowsPerPage=200', <SwatchLibraryPage />, { path: '/ai_swatches' });
    expect(await screen.findByText('ROYAL BLUE')).toBeInTheDocument();
    expect(network.restCalls('GET', PATH).map((c) => c.search.toString())).toEqual(['page=1&rowsPerPage=200&orderBy=colorName&desc=0']);
    expect(JSON.parse(localStorage.getItem('portal.aiSwatches.rowsPerPage')!)).toBe(200);
    // An artist reads only.
    expect(screen.queryByRole('button', { name: 'Add Library' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('an artist manager edits an unlocked swatch, sending only the changed field; a locked library offers nothing', async () => {
    signInAs('artmanager');
    network.rest('PUT', PATH, swatch(1, 'ROYAL BLUE', { rgbHex: '2255EE' }));
    const user = userEvent.setup({ delay: null });
    renderScreen('/ai_swatches', <SwatchLibraryPage />, { path: '/ai_swatches' });
    await screen.findByText('ROYAL BLUE');
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const hex = within(dialog).getByLabelText('RGB Hex');
    await user.clear(hex);
    await user.type(hex, '2255ee');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(network.restCalls('PUT', PATH).map((c) => c.body)).toEqual([
        { colorName: 'ROYAL BLUE', libraryName: 'STOCK COLORS', groupName: 'BLUES', updates: { rgbHex: '2255EE' } },
      ]),
    );
  });

  it("a swatch used in a design cannot be deleted: the server's 409 text is shown and the dialog stays", async () => {
    signInAs('artmanager');
    const shown = captureMessages();
    network.rest('DELETE', PATH, reply(409, { message: messages.swatchInUse }));
    const user = userEvent.setup({ delay: null });
    renderScreen('/ai_swatches', <SwatchLibraryPage />, { path: '/ai_swatches' });
    await screen.findByText('ROYAL BLUE');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shown.error).toEqual([messages.swatchInUse]));
    expect(network.restCalls('DELETE', PATH).map((c) => c.body)).toEqual([
      { colorName: 'ROYAL BLUE', libraryName: 'STOCK COLORS', groupName: 'BLUES' },
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('adding a library checks the rows with the spec messages before sending', async () => {
    signInAs('artmanager');
    network.rest('POST', PATH, [swatch(9, 'PUMPKIN', { libraryName: 'FALL' })]);
    const user = userEvent.setup({ delay: null });
    renderScreen('/ai_swatches', <SwatchLibraryPage />, { path: '/ai_swatches' });
    await user.click(await screen.findByRole('button', { name: 'Add Library' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.libraryRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Library'), 'Fall');
    await user.type(within(dialog).getByLabelText('Color name 1'), 'pumpkin');
    expect(await within(dialog).findByText(messages.invalidRgbHex)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('RGB hex 1'), 'ff7518');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(network.restCalls('POST', PATH).map((c) => c.body)).toEqual([
        { libraryName: 'Fall', swatches: [{ colorName: 'PUMPKIN', rgbHex: 'FF7518', groupName: '', equivalent: null }] },
      ]),
    );
  });
});
