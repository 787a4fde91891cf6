import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { downloadSalesResources, fetchSalesResources, type SalesResource } from '../api';
import { SalesResourcesPage } from './SalesResourcesPage';

jest.mock('../api');
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
  jest
    .mocked(fetchSalesResources)
    .mockReset()
    .mockResolvedValue({
      total: 2,
      uploaders: [{ id: 1, name: 'Alex Morgan' }],
      resources: [doc(1, 'Golf/Golf Canada Price List.csv', [1]), doc(2, 'Corporate/Corporate US Catalogue.txt', [4, 7])],
    });
  jest.mocked(downloadSalesResources).mockReset().mockResolvedValue(undefined);
});

describe('SalesResourcesPage (/sales_resources)', () => {
  it('asks with the URL keys: 10 rows, createdAt ascending, the repeated filters; shows display names and categories', async () => {
    signInAs(userWith(['order']));
    renderScreen('/sales_resources?categories=1&categories=7&uploadedBy=1&search=price', <SalesResourcesPage />, {
      path: '/sales_resources',
    });
    expect(await screen.findByText('Golf Canada Price List')).toBeInTheDocument();
    expect(screen.getByText('Corporate External')).toBeInTheDocument();
    const query = jest.mocked(fetchSalesResources).mock.calls[0][0];
    expect(query).toMatchObject({
      page: 1,
      pageSize: 10,
      order: 'asc',
      orderBy: 'createdAt',
      search: 'price',
      filters: { categories: ['1', '7'], uploadedBy: ['1'] },
    });
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('rows per page are remembered on the device', async () => {
    localStorage.setItem('portal.salesResources.rows', '25');
    signInAs(userWith(['order']));
    renderScreen('/sales_resources', <SalesResourcesPage />, { path: '/sales_resources' });
    await screen.findByText('Golf Canada Price List');
    expect(jest.mocked(fetchSalesResources).mock.calls[0][0].pageSize).toBe(25);
  });

  it('downloads the selected files as one zip; resource_edit sees Upload, Edit and Delete', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs(userWith(['resourceEdit']));
    renderScreen('/sales_resources', <SalesResourcesPage />, { path: '/sales_resources' });
    await screen.findByText('Golf Canada Price List');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await user.click(screen.getByRole('button', { name: 'Download (2)' }));
    await waitFor(() => expect(downloadSalesResources).toHaveBeenCalled());
    expect(jest.mocked(downloadSalesResources).mock.calls[0][0]).toEqual([
      'Golf/Golf Canada Price List.csv',
      'Corporate/Corporate US Catalogue.txt',
    ]);
  });

  it('a failed load shows the spec’s message', async () => {
    jest.mocked(fetchSalesResources).mockRejectedValue(new Error('down'));
    signInAs(userWith(['order']));
    renderScreen('/sales_resources', <SalesResourcesPage />, { path: '/sales_resources' });
    expect(await screen.findByText(messages.salesResourcesFetchFailed)).toBeInTheDocument();
  });
});
