import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LICENSE_MESSAGES, messages } from '@portal/shared';
import { gqlError, mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { LICENSE_SKUS, type LicenseSku } from '../api';
import { LicenseApprovalPage } from './LicenseApprovalPage';

const network = mockNetwork();
jest.setTimeout(30_000);

const sku = (id: number, styleCode: string, approve: boolean, active = true): LicenseSku => ({
  id,
  styleCode,
  name: `Toronto Maple Leafs Hoodie ${id}`,
  color: 'Navy',
  colorCode: 'NVY',
  hex: '1B2A4A',
  C: 49.99,
  U: 36.99,
  team: 'Toronto Maple Leafs',
  league: 'NHL',
  player: null,
  createdAt: '2026-01-05T15:00:00.000Z',
  approve,
  active,
});

beforeEach(() => {
  network.graphql(LICENSE_SKUS, { licenseSkus: [sku(1, 'L01000', false), sku(2, 'L01001', true, false)] });
  URL.createObjectURL = jest.fn(() => 'blob:sellsheet');
  URL.revokeObjectURL = jest.fn();
  signInAs(userWith(['licenseManager']));
});

describe('LicenseApprovalPage (/license_approval)', () => {
  it('asks for page 1, styleCode ascending, search in styleCode by default; shows the spec’s columns', async () => {
    renderScreen('/license_approval', <LicenseApprovalPage />, { path: '/license_approval' });
    expect(await screen.findByText('L01000')).toBeInTheDocument();
    expect(network.variables(LICENSE_SKUS)).toEqual([
      { page: 1, order: 'asc', orderBy: 'styleCode', search: null, searchCol: 'styleCode' },
    ]);
    for (const name of ['Style', 'Name', 'Color', 'Color Code', 'C', 'U', 'Team', 'League', 'Player', 'Created', 'Approved', 'Active']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
  });

  it('approves the selected SKUs through the dialog (one-way), then downloads their sell sheet', async () => {
    const user = userEvent.setup({ delay: null });
    network.rest('POST', '/api/license/approve', []);
    network.rest('POST', '/api/sellsheet/license/sku', {});
    renderScreen('/license_approval', <LicenseApprovalPage />, { path: '/license_approval' });
    await screen.findByText('L01000');
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = (await screen.findByText('Approve SKUs')).closest<HTMLElement>('.ant-modal')!;
    expect(dialog).toHaveTextContent(LICENSE_MESSAGES.alreadyApproved);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(network.restCalls('POST', '/api/license/approve').map((c) => c.body)).toEqual([{ items: [{ sku: 'L01000', color: 'NVY' }] }]),
    );
    expect(await screen.findByText('Approved 1 SKU(s).')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await user.click(screen.getByRole('button', { name: 'Sell Sheet' }));
    await waitFor(() => expect(network.restCalls('POST', '/api/sellsheet/license/sku').map((c) => c.body)).toEqual([{ skus: ['L01001'] }]));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('Enable is offered for disabled SKUs and sends active true', async () => {
    const user = userEvent.setup({ delay: null });
    network.rest('POST', '/api/license/active', []);
    renderScreen('/license_approval', <LicenseApprovalPage />, { path: '/license_approval' });
    await screen.findByText('L01001');
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    const dialog = (await screen.findByText('Enable SKUs')).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() =>
      expect(network.restCalls('POST', '/api/license/active').map((c) => c.body)).toEqual([
        { items: [{ sku: 'L01001', color: 'NVY' }], active: true },
      ]),
    );
  });

  it('a failed load shows the spec’s text in the table; Retry asks again', async () => {
    const user = userEvent.setup({ delay: null });
    network.graphqlOnce(LICENSE_SKUS, gqlError('INTERNAL', 'boom'));
    renderScreen('/license_approval', <LicenseApprovalPage />, { path: '/license_approval' });
    expect(await screen.findByText(messages.ordersFetchFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('L01000')).toBeInTheDocument();
    expect(network.variables(LICENSE_SKUS)).toHaveLength(2);
  });
});
