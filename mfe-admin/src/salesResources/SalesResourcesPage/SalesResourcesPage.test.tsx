import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { mockNetwork, renderScreen, reply, signInAs, userWith } from '@portal/shared/testing';
import type { SalesResource } from '../api';
import { SalesResourcesPage } from './SalesResourcesPage';

const network = mockNetwork();
jest.setTimeout(30_000);

const doc = (id: number, path: string, categories: number[]): SalesResource => ({
  id,
  path,
  name: path
    .split('/')
    .pop()!
    .replace(/\.[^.]+$/, ''),
  extension: path.split('.').pop()!,
  size: 2048,
  categories,
  uploadedBy: { id: 1, name: 'Alex Morgan' },
  createdAt: '2026-01-05T15:00:00.000Z',
});

beforeEach(() => {
  localStorage.clear();
  network.rest('GET', '/api/sales_resources', {
    total: 2,
    uploaders: [{ id: 1, name: 'Alex Morgan' }],
    resources: [doc(1, 'Golf/Golf Canada Price List.csv', [1]), doc(2, 'Corporate/Corporate US Catalogue.txt', [4, 7])],
  });
});

const listSearches = () => network.restCalls('GET', '/api/sales_resources').map((c) => c.search.toString());

describe('SalesResourcesPage (/sales_resources)', () => {
  it('asks with the URL keys: 10 rows, createdAt ascending, the repeated filters; shows display names and categories', async () => {
    signInAs(userWith(['order']));
    renderScreen('/sales_resources?categories=1&categories=7&uploadedBy=1&search=price', <SalesResourcesPage />, {
      path: '/sales_resources',
    });
    expect(await screen.findByText('Golf Canada Price List')).toBeInTheDocument();
    expect(screen.getByText('Corporate External')).toBeInTheDocument();
    expect(listSearches()).toEqual(['page=1&rows=10&order=asc&orderBy=createdAt&search=price&uploadedBy=1&categories=1&categories=7']);
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('rows per page are remembered on the device', async () => {
    localStorage.setItem('portal.salesResources.rows', '25');
    signInAs(userWith(['order']));
    renderScreen('/sales_resources', <SalesResourcesPage />, { path: '/sales_resources' });
    await screen.findByText('Golf Canada Price List');
    expect(listSearches()).toEqual(['page=1&rows=25&order=asc&orderBy=createdAt']);
  });

  it('downloads the selected files as one zip; resource_edit sees Upload, Edit and Delete', async () => {
    const user = userEvent.setup({ delay: null });
    network.rest('POST', '/api/sales_resources/download', {});
    URL.createObjectURL = jest.fn(() => 'blob:zip');
    URL.revokeObjectURL = jest.fn();
    signInAs(userWith(['resourceEdit']));
    renderScreen('/sales_resources', <SalesResourcesPage />, { path: '/sales_resources' });
    await screen.findByText('Golf Canada Price List');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await user.click(screen.getByRole('button', { name: 'Download (2)' }));
    await waitFor(() =>
      expect(network.restCalls('POST', '/api/sales_resources/download').map((c) => c.body)).toEqual([
        { paths: ['Golf/Golf Canada Price List.csv', 'Corporate/Corporate US Catalogue.txt'] },
      ]),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('a failed load shows the spec’s message', async () => {
    network.rest('GET', '/api/sales_resources', reply(500, { message: 'down' }));
    signInAs(userWith(['order']));
    renderScreen('/sales_resources', <SalesResourcesPage />, { path: '/sales_resources' });
    expect(await screen.findByText(messages.salesResourcesFetchFailed)).toBeInTheDocument();
  });
});
