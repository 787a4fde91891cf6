import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKETING_MESSAGES, MARKETING_VIEW_KEY, messages } from '@portal/shared';
import { captureMessages, gqlError, mockNetwork, renderScreen, reply, signInAs, userWith } from '@portal/shared/testing';
import { MARKETING_RESOURCES, type MarketingResource } from '../api';
import { MarketingPage } from './MarketingPage';

const network = mockNetwork();
jest.setTimeout(30_000);

const base = { extension: null, size: null, duration: null, width: null, height: null, thumbnail: null };
const at = (parent: string, name: string) => `/Images/Marketing/${parent ? `${parent}/` : ''}${name}`;
const dir = (parent: string, name: string): MarketingResource => ({
  ...base,
  type: 'DIRECTORY',
  name,
  parent,
  path: at(parent, name),
  item: name,
});
const image = (parent: string, name: string): MarketingResource => ({
  ...base,
  type: 'IMAGE',
  name,
  parent,
  path: at(parent, name),
  item: name,
  extension: 'png',
  size: 2048,
  width: 240,
  height: 160,
  thumbnail: '/Images/MarketingThumbs/7.png',
});
const FOLDERS: Record<string, MarketingResource[]> = {
  '': [dir('', 'Golf'), dir('', 'Corporate'), image('', 'Welcome Banner.png')],
  Golf: [
    dir('Golf', 'Logos'),
    image('Golf', 'Fairway Lifestyle.png'),
    {
      ...base,
      type: 'VIDEO',
      name: 'Season Teaser.webm',
      parent: 'Golf',
      path: at('Golf', 'Season Teaser.webm'),
      item: 'Season Teaser.webm',
      extension: 'webm',
      size: 10639,
      duration: 2,
      width: 160,
      height: 90,
      thumbnail: '/Images/MarketingThumbs/9.png',
    },
  ],
};
const render = (url: string) => renderScreen(url, <MarketingPage />, { path: '/marketing/*' });

beforeEach(() => {
  localStorage.clear();
  signInAs(userWith([]));
  network.graphql(MARKETING_RESOURCES, ({ parent }) =>
    parent != null && parent in FOLDERS
      ? { marketingResources: FOLDERS[parent] }
      : gqlError('BAD_USER_INPUT', MARKETING_MESSAGES.folderNotFound),
  );
  URL.createObjectURL = jest.fn(() => 'blob:zip');
  URL.revokeObjectURL = jest.fn();
});

describe('MarketingPage (/marketing/*)', () => {
  it('shows a grid by default; the list view is remembered on the device', async () => {
    const user = userEvent.setup({ delay: null });
    const first = render('/marketing');
    expect(await screen.findByRole('button', { name: 'Open folder Golf' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Resources' })).toHaveAttribute('data-view', 'GRID');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('table', { name: 'Resources' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(MARKETING_VIEW_KEY)!)).toBe('LIST');
    first.unmount();
    render('/marketing');
    expect(await screen.findByRole('table', { name: 'Resources' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('select all, then Download sends the /ImageDown paths and saves one zip; Clear empties the selection', async () => {
    const user = userEvent.setup({ delay: null });
    network.rest('POST', '/api/marketing_resources/download', {});
    render('/marketing');
    await screen.findByRole('button', { name: 'Open folder Golf' });
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Corporate' }));
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    await user.click(within(bar).getByRole('button', { name: /Download/ }));
    await waitFor(() =>
      expect(network.restCalls('POST', '/api/marketing_resources/download').map((c) => c.body)).toEqual([
        { files: ['/ImageDown/Marketing/Golf', '/ImageDown/Marketing/Welcome Banner.png'] },
      ]),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Select Golf' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
  });

  it('a failed download shows the spec’s message and keeps the selection', async () => {
    const user = userEvent.setup({ delay: null });
    network.rest('POST', '/api/marketing_resources/download', reply(500, { message: 'boom' }));
    const shown = captureMessages();
    render('/marketing');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Golf' }));
    await user.click(screen.getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(shown.error).toEqual([messages.marketingDownloadFailed]));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('a folder opens on click (its path after /marketing); Back leads to the parent', async () => {
    const user = userEvent.setup({ delay: null });
    render('/marketing');
    await user.click(await screen.findByRole('button', { name: 'Open folder Golf' }));
    expect(await screen.findByRole('button', { name: 'Preview Fairway Lifestyle.png' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/marketing/Golf');
    expect(network.variables(MARKETING_RESOURCES)).toEqual([{ parent: '' }, { parent: 'Golf' }]);
    expect(screen.getByText('0:02', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back$/ }));
    expect(await screen.findByRole('button', { name: 'Open folder Corporate' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/marketing');
    expect(screen.queryByRole('button', { name: /Back$/ })).not.toBeInTheDocument();
  });

  it('an image opens in the preview dialog (kept in the URL), a video plays there', async () => {
    const user = userEvent.setup({ delay: null });
    render('/marketing/Golf');
    await user.click(await screen.findByRole('button', { name: 'Preview Fairway Lifestyle.png' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Fairway Lifestyle.png' })).toHaveAttribute(
      'src',
      '/Images/Marketing/Golf/Fairway Lifestyle.png',
    );
    expect(within(dialog).getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      '/ImageDown/Marketing/Golf/Fairway Lifestyle.png',
    );
    expect(window.location.search).toBe('?dialog=preview&id=Fairway+Lifestyle.png');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Preview Season Teaser.webm' }));
    expect(await screen.findByLabelText('Season Teaser.webm', { selector: 'video' })).toHaveAttribute(
      'src',
      '/Images/Marketing/Golf/Season Teaser.webm',
    );
  });

  it('a folder that does not exist shows not found', async () => {
    render('/marketing/Nope');
    expect(await screen.findByText(MARKETING_MESSAGES.folderNotFound)).toBeInTheDocument();
  });
});
