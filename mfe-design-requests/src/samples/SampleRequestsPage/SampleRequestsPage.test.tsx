import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { SAMPLE_REQUESTS_QUERY, type SampleRow } from '../api';
import { SampleRequestsPage } from './SampleRequestsPage';

// /designSampleRequests (spec 002 §2): its columns, the Filter box sent to the server, the
// unknown total of a full page, and Create Sample Request for createDesignSample only.
const network = mockNetwork();
jest.setTimeout(30_000);

const row = (id: number, extra: Partial<SampleRow> = {}): SampleRow => ({
  id,
  dateRequested: '2026-03-02T15:00:00.000Z',
  status: { code: 1, description: 'Awaiting Samples' },
  design: { key: 'D60001-1', image: '/Images/Designs/D60001-1.svg' },
  createdBy: { name: 'Sam Samples' },
  ...extra,
});

beforeEach(() => localStorage.clear());

describe('SampleRequestsPage', () => {
  it('lists Request #, Date Created, Image, Design, Status, Created By; the Filter box asks the server from page 1', async () => {
    signInAs(userWith(['viewDesignSample']));
    network.graphql(SAMPLE_REQUESTS_QUERY, {
      designSampleRequests: {
        total: 2,
        requests: [
          row(7),
          row(6, { status: { code: 3, description: 'Approved' }, design: { key: 'D60002-1', image: '/Images/Designs/D60002-1.svg' } }),
        ],
      },
    });
    const user = userEvent.setup({ delay: null });
    renderScreen('/designSampleRequests?page=2', <SampleRequestsPage />, { path: '/designSampleRequests' });
    expect(await screen.findByText('D60002-1')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim())
        .filter(Boolean),
    ).toEqual(expect.arrayContaining(['Request #', 'Date Created', 'Image', 'Design', 'Status', 'Created By']));
    expect(screen.getByRole('img', { name: 'Design D60001-1' })).toHaveAttribute('src', '/Images/Designs/D60001-1.svg?size=thumb');
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(network.variables(SAMPLE_REQUESTS_QUERY)).toEqual([{ page: 2, search: null }]);
    // A viewer has no create.
    expect(screen.queryByRole('button', { name: 'Create Sample Request' })).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Filter: request #, design, created by'), '#7{Enter}');
    await waitFor(() => expect(network.variables(SAMPLE_REQUESTS_QUERY).at(-1)).toEqual({ page: 1, search: '#7' }));
  });

  it('offers Create Sample Request to createDesignSample; a full page has an unknown total (Next stays offered)', async () => {
    signInAs(userWith(['createDesignSample']));
    network.graphql(SAMPLE_REQUESTS_QUERY, {
      designSampleRequests: { total: -1, requests: Array.from({ length: 50 }, (_, i) => row(100 - i)) },
    });
    renderScreen('/designSampleRequests', <SampleRequestsPage />, { path: '/designSampleRequests' });
    expect(await screen.findByText('100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Sample Request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
  });
});
