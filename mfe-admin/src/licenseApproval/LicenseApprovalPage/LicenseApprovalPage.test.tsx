import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LICENSE_MESSAGES } from '@portal/shared';
import { renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { approveLicenseSkus, downloadSellSheet, fetchLicenseSkus, setLicenseSkusActive, type LicenseSku } from '../api';
import { LicenseApprovalPage } from './LicenseApprovalPage';

jest.mock('../api');
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
  jest
    .mocked(fetchLicenseSkus)
    .mockReset()
    .mockResolvedValue([sku(1, 'L01000', false), sku(2, 'L01001', true, false)]);
  jest.mocked(approveLicenseSkus).mockReset().mockResolvedValue([]);
  jest.mocked(setLicenseSkusActive).mockReset().mockResolvedValue([]);
  jest.mocked(downloadSellSheet).mockReset().mockResolvedValue(undefined);
  signInAs(userWith(['licenseManager']));
});

describe('LicenseApprovalPage (/license_approval)', () => {
  it('asks for page 1, styleCode ascending, search in styleCode by default; shows the spec’s columns', async () => {
    renderScreen('/license_approval', <LicenseApprovalPage />, { path: '/license_approval' });
    expect(await screen.findByText('L01000')).toBeInTheDocument();
    expect(jest.mocked(fetchLicenseSkus).mock.calls[0][0]).toMatchObject({
      page: 1,
      order: 'asc',
      orderBy: 'styleCode',
      searchCol: 'styleCode',
    });
    for (const name of ['Style', 'Name', 'Color', 'Color Code', 'C', 'U', 'Team', 'League', 'Player', 'Created', 'Approved', 'Active']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
  });

  it('approves the selected SKUs through the dialog (one-way), then downloads their sell sheet', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/license_approval', <LicenseApprovalPage />, { path: '/license_approval' });
    await screen.findByText('L01000');
    await user.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = (await screen.findByText('Approve SKUs')).closest<HTMLElement>('.ant-modal')!;
    expect(dialog).toHaveTextContent(LICENSE_MESSAGES.alreadyApproved);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(approveLicenseSkus).toHaveBeenCalledWith([expect.objectContaining({ styleCode: 'L01000' })]));
    expect(await screen.findByText('Approved 1 SKU(s).')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    await user.click(screen.getByRole('button', { name: 'Sell Sheet' }));
    await waitFor(() => expect(downloadSellSheet).toHaveBeenCalled());
  });

  it('Enable is offered for disabled SKUs and sends active true', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen('/license_approval', <LicenseApprovalPage />, { path: '/license_approval' });
    await screen.findByText('L01001');
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    const dialog = (await screen.findByText('Enable SKUs')).closest<HTMLElement>('.ant-modal')!;
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(setLicenseSkusActive).toHaveBeenCalledWith([expect.objectContaining({ styleCode: 'L01001' })], true));
  });
});
