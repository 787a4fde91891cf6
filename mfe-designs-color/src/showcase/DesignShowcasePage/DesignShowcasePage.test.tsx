import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockNetwork, renderScreen, signInAs } from '@portal/shared/testing';
import { DESIGN_SHOWCASE, type ShowcaseCard } from '../api';
import { DesignShowcasePage } from './DesignShowcasePage';

const network = mockNetwork();
jest.setTimeout(30_000);

const card = (n: number): ShowcaseCard => ({
  id: `D${60_000 + n}`,
  variation: 1,
  image: `/Images/Designs/D${60_000 + n}-1.svg`,
  methodName: 'Screen Print',
  teamName: 'Toronto Maple Leafs',
  tags: ['crest'],
  comment: null,
  showcaseComment: n === 1 ? 'Home opener' : null,
});

beforeEach(() => {
  localStorage.clear();
  signInAs('rep');
});

describe('DesignShowcasePage (/design_showcase)', () => {
  it('shows 50 cards; with a full page the total is unknown, so Next is offered and leads to page 2', async () => {
    network.graphql(DESIGN_SHOWCASE, ({ page }) => ({
      designs: { designs: page === 2 ? [card(51)] : Array.from({ length: 50 }, (_, i) => card(i + 1)) },
    }));
    const user = userEvent.setup({ delay: null });
    const { params } = renderScreen('/design_showcase', <DesignShowcasePage />, { path: '/design_showcase' });
    expect(await screen.findAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Home opener')).toBeInTheDocument();
    expect(network.variables(DESIGN_SHOWCASE)).toEqual([{ page: 1, search: null, searchCol: 'all', orderBy: 'created_at', order: 'desc' }]);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(params().get('page')).toBe('2'));
    expect(await screen.findByText('D60051-1')).toBeInTheDocument();
  });

  it('searches the chosen column from the URL (filter, searchCol)', async () => {
    network.graphql(DESIGN_SHOWCASE, { designs: { designs: [card(3)] } });
    renderScreen('/design_showcase?filter=crest&searchCol=tags', <DesignShowcasePage />, { path: '/design_showcase' });
    expect(await screen.findByText('D60003-1')).toBeInTheDocument();
    expect(network.variables(DESIGN_SHOWCASE)).toEqual([
      { page: 1, search: 'crest', searchCol: 'tags', orderBy: 'created_at', order: 'desc' },
    ]);
  });
});
