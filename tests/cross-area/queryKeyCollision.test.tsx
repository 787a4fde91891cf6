import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockNetwork, renderScreen, signInAs, testQueryClient } from '@portal/shared/testing';
import type { ReturnDetail } from '../../mfe-returns/src/returnDetail/api';
import { PeopleCard } from '../../mfe-returns/src/returnDetail/components/PeopleCard';
import { TemplateFormDialog } from '../../mfe-orders/src/templates/components/TemplateFormDialog';

// The shell gives every remote the one QueryClient: two areas that cache different shapes under one
// key break each other. Orders' Add Template dialog and returns' People card both load the reps
// (GET /api/reps); each area keys its queries under its own name (queryKeys.ts), so whichever
// opens first, the other still shows proper options.

jest.mock('../../mfe-returns/src/returnDetail/api', () => ({
  ...jest.requireActual('../../mfe-returns/src/returnDetail/api'),
  fetchCsrs: jest.fn().mockResolvedValue([]),
}));
jest.setTimeout(30_000);

const REP = '101 - Riley Thompson';
const ret = {
  id: 5,
  returnNumb: 10_005,
  status: 2,
  subStatus: 0,
  resolution: 2,
  totalRefundedCents: 0,
  orderRefundedCents: 0,
  customer: '10042',
  customerName: 'Acme Golf Club',
  rep: '101',
  repName: 'Riley Thompson',
  repRegion: 'ON, Canada',
  csr: null,
  csrName: null,
} as unknown as ReturnDetail;

async function optionsOf(select: HTMLElement): Promise<string[]> {
  await userEvent.click(select);
  await screen.findAllByRole('option');
  // The visible items of the open dropdown (the role=option nodes are antd's a11y list of values).
  return Array.from(document.querySelectorAll('.ant-select-item-option-content'), (o) => o.textContent ?? '');
}

async function templateDialogReps(client: ReturnType<typeof testQueryClient>) {
  const view = renderScreen('/templates', <TemplateFormDialog onClose={() => {}} />, { client });
  await screen.findByRole('dialog');
  const labels = await optionsOf(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Reps' }));
  view.unmount();
  return labels;
}

async function peopleCardReps(client: ReturnType<typeof testQueryClient>) {
  const user = signInAs('csr');
  const view = renderScreen('/returns/5', <PeopleCard ret={ret} user={user} onSaved={() => {}} />, { client });
  await userEvent.click(screen.getByRole('button', { name: 'Edit Rep' }));
  const labels = await optionsOf(screen.getByRole('combobox', { name: 'Rep' }));
  view.unmount();
  return labels;
}

const network = mockNetwork();
beforeEach(() => network.rest('GET', '/api/reps', [{ SREP: '101', name: 'Riley Thompson' }]));

describe('one QueryClient for every remote', () => {
  it('shows proper rep options in the returns People card after the orders Add Template dialog', async () => {
    const client = testQueryClient();
    expect(await templateDialogReps(client)).toContain(REP);
    expect(await peopleCardReps(client)).toContain(REP);
  });

  it('shows proper rep options in the orders Add Template dialog after the returns People card', async () => {
    const client = testQueryClient();
    expect(await peopleCardReps(client)).toContain(REP);
    expect(await templateDialogReps(client)).toContain(REP);
  });
});
