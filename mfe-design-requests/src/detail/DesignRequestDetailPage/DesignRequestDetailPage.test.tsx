import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DR_MESSAGES, dayAfter, defaultDateRequired } from '@portal/shared';
import { mockNetwork, renderScreen, signInAs } from '@portal/shared/testing';
import { ART_REFERENCES, COMPATIBLE_DESIGNS, FORK_DESIGN_REQUEST, REQUEST_FORM_DATA } from '../../requestForm/api';
import { DESIGN_REQUEST, DESIGN_REQUEST_TIMELINE, type DesignRequestDetail } from '../api';
import { DesignRequestDetailPage } from './DesignRequestDetailPage';

const network = mockNetwork();
jest.setTimeout(30_000);

const REQUEST: DesignRequestDetail = {
  id: 9,
  license: false,
  width: 4,
  height: 2,
  cc: false,
  lines: [],
  instructions: 'Left chest',
  revisions: 0,
  dateCreated: '2026-03-01T15:00:00.000Z',
  dateRequired: dayAfter(new Date(), 10),
  note: null,
  issues: [],
  correctedIssues: [],
  returnMarked: false,
  art: null,
  pmsImage: null,
  productionFile: null,
  workingFile: null,
  designId: null,
  designVar: null,
  designInUse: false,
  forkedFrom: null,
  showStatusLine: false,
  actions: [],
  artWidth: null,
  artHeight: null,
  artComment: null,
  status: { code: 2, description: 'Awaiting Art' },
  customer: { number: 'C100', name: 'Hawks Hockey' },
  user: null,
  artist: null,
  method: { type: 'SCRP', name: 'Screen Print', maxWidth: 16, maxHeight: 20, ccAvail: true },
  drop: null,
  league: null,
  team: null,
  player: null,
  referenceFiles: [],
  tags: [],
  colors: null,
};

const open = (r: Partial<DesignRequestDetail>, url = '/design_requests/9') => {
  network.graphql(DESIGN_REQUEST, { designRequest: { ...REQUEST, ...r } });
  return renderScreen(url, <DesignRequestDetailPage />, { path: '/design_requests/:id' });
};

beforeEach(() => {
  network.graphql(DESIGN_REQUEST_TIMELINE, { designRequestTimeline: [] });
  network.graphql(REQUEST_FORM_DATA, {
    treatments: [{ type: 'SCRP', name: 'Screen Print', maxWidth: 16, maxHeight: 20, ccAvail: true }],
    designRequestDrops: [],
    designTags: [],
  });
  network.rest('GET', '/api/customers', [{ numb: 'C100', cust: 'Hawks Hockey' }]);
  network.graphql(ART_REFERENCES, { artReferences: [] });
  network.graphql(COMPATIBLE_DESIGNS, { compatibleDesigns: [] });
});

describe('DesignRequestDetailPage: the request dialogs', () => {
  it('the rep updates a request needing an update from its note, "Issues Preventing Art Completion"', async () => {
    signInAs('rep');
    const user = userEvent.setup({ delay: null });
    open({ status: { code: 0, description: 'Update Required' }, issues: ['Logo is low resolution'], actions: ['update', 'suspend'] });
    const note = (await screen.findByText('Issues Preventing Art Completion')).closest('[role="alert"]') as HTMLElement;
    expect(within(note).getByText('Logo is low resolution')).toBeInTheDocument();
    await user.click(within(note).getByRole('button', { name: 'Update Request' }));
    // antd gives every dialog's title the id 'test-id' under jest, and this page holds another
    // element with that id first: the dialog is found by its title's text.
    const dialog = (await screen.findByText('Update Design Request', { selector: '.ant-modal-title' })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(dialog).getByRole('status')).toHaveTextContent(DR_MESSAGES.noChange);
    expect(screen.getAllByRole('button', { name: 'Update Request' })).toHaveLength(2);
  });

  it('no update without the action: an artist reads the note only', async () => {
    signInAs('artist');
    open({
      status: { code: 0, description: 'Update Required' },
      issues: ['Logo is low resolution'],
      actions: [],
      user: { email: 'rep@demo.local', name: 'Riley Thompson' },
    });
    await screen.findByText('Issues Preventing Art Completion');
    expect(screen.queryByRole('button', { name: 'Update Request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a Similar Request' })).not.toBeInTheDocument();
  });

  it('the rep revises a complete request whose design is in use as a new request and lands on it', async () => {
    signInAs('rep');
    network.graphql(FORK_DESIGN_REQUEST, { forkDesignRequest: 31 });
    const user = userEvent.setup({ delay: null });
    open({ status: { code: 5, description: 'Complete' }, designId: 'D120', designVar: 1, designInUse: true, actions: ['fork'] });
    await user.click(await screen.findByRole('button', { name: 'Request Revision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revise Design Request' });
    await user.type(within(dialog).getByLabelText('Instructions'), ', now in gold');
    await user.click(within(dialog).getByRole('button', { name: 'Request Revision' }));
    await waitFor(() =>
      expect(network.variables(FORK_DESIGN_REQUEST)).toEqual([
        {
          id: 9,
          updates: {
            customer: 'C100',
            method: 'SCRP',
            width: 4,
            height: 2,
            cc: false,
            dropId: null,
            lines: [],
            referenceFiles: [],
            instructions: 'Left chest, now in gold',
            dateRequired: defaultDateRequired(new Date()),
            tags: [],
          },
        },
      ]),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/design_requests/31'));
  });

  it('the rep may create a similar request; a dialog in the URL that is not offered does not open', async () => {
    signInAs('rep');
    const user = userEvent.setup({ delay: null });
    open({ actions: ['suspend'] }, '/design_requests/9?dialog=fork');
    await screen.findByRole('button', { name: 'Create a Similar Request' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a Similar Request' }));
    expect(await screen.findByRole('dialog', { name: 'Request a Similar Design' })).toBeInTheDocument();
  });

  it('shows the request’s tags, and a licence request’s colour choice', async () => {
    signInAs('artmanager');
    open({
      tags: ['retro', 'playoffs'],
      license: true,
      customer: null,
      league: { id: 1, name: 'NHL' },
      team: { id: 2, name: 'Toronto' },
      player: { id: 3, name: 'Default Player' },
      colors: { primary: '1D4ED8', secondary: 'FFFFFF', neutral: '111111', tonal: null },
    });
    expect(await screen.findByText('retro')).toBeInTheDocument();
    expect(screen.getByText('playoffs')).toBeInTheDocument();
    const colours = screen.getByLabelText('Colours');
    expect(within(colours).getByText('Primary #1D4ED8')).toBeInTheDocument();
    expect(within(colours).getByText('Secondary #FFFFFF')).toBeInTheDocument();
    expect(within(colours).getByText('Neutral #111111')).toBeInTheDocument();
    expect(within(colours).queryByText(/Tonal/)).not.toBeInTheDocument();
  });
});
