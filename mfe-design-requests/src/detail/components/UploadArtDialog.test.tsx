import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DR_MESSAGES, messages } from '@portal/shared';
import { captureMessages, mockNetwork, renderScreen, signInAs } from '@portal/shared/testing';
import { fakeUploads } from '../../testUploads';
import { COMPATIBLE_DESIGNS, REQUEST_FORM_DATA } from '../../requestForm/api';
import { DESIGN_ISSUES, SUBMIT_ART, type DesignRequestDetail } from '../api';
import { UploadArtDialog } from './UploadArtDialog';

const network = mockNetwork();
const uploads = fakeUploads();
jest.setTimeout(30_000);

const TREATMENTS = [
  { type: 'EMB', name: 'Embroidery', maxWidth: 12, maxHeight: 12, ccAvail: false },
  { type: 'SCRP', name: 'Screen Print', maxWidth: 16, maxHeight: 20, ccAvail: true },
];
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
  dateRequired: '2026-03-20',
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
  actions: ['submitArt'],
  artWidth: null,
  artHeight: null,
  artComment: null,
  status: { code: 2, description: 'Awaiting Art' },
  customer: { number: 'C100', name: 'Hawks Hockey' },
  user: { email: 'rep@demo.local', name: 'Riley Thompson' },
  artist: { email: 'artist@demo.local', name: 'Sam Nguyen' },
  method: { type: 'EMB', name: 'Embroidery', maxWidth: 12, maxHeight: 12, ccAvail: false },
  drop: null,
  league: null,
  team: null,
  player: null,
  referenceFiles: [],
  tags: [],
  colors: null,
};
const svg = (viewBox: string | null, name = 'art.svg') =>
  new File([`<svg xmlns="http://www.w3.org/2000/svg"${viewBox ? ` viewBox="${viewBox}"` : ''}><rect/></svg>`], name, {
    type: 'image/svg+xml',
  });
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 200, 0, 0, 0, 100, 8, 6, 0, 0, 0,
]);
const file = (name: string, bytes: BlobPart = 'x', size?: number) => {
  const f = new File([bytes], name);
  if (size) Object.defineProperty(f, 'size', { value: size });
  return f;
};
const pick = (label: string, f: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [f] } });
const submitButton = () => screen.getByRole('button', { name: 'Submit Art' });

beforeEach(() => {
  network.graphql(REQUEST_FORM_DATA, { treatments: TREATMENTS, designRequestDrops: [], designTags: [] });
  network.graphql(DESIGN_ISSUES, {
    designIssues: [
      { desc: 'Logo is low resolution', managerOptions: null },
      { desc: 'Requested size does not fit the treatment', managerOptions: null },
    ],
  });
  network.graphql(COMPATIBLE_DESIGNS, { compatibleDesigns: [] });
});

describe('UploadArtDialog (spec 001 §5.2)', () => {
  it('checks each file with its own message, and the image’s size and proportions in the browser', async () => {
    signInAs('artist');
    renderScreen('/requests/9', <UploadArtDialog r={REQUEST} manager={false} onClose={() => {}} onDone={() => {}} />);
    await screen.findByRole('dialog');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(DR_MESSAGES.filesRequired);
    pick('Production file', file('art.eps', 'x', 20 * 1024 * 1024 + 1));
    expect(await screen.findByText(DR_MESSAGES.productionFileTooLarge)).toBeInTheDocument();
    pick('Working file', file('art.txt'));
    expect(await screen.findByText(DR_MESSAGES.incompatibleFileType)).toBeInTheDocument();
    pick('PMS image', file('pms.png', PNG, 10 * 1024 * 1024 + 1));
    expect(await screen.findByText(DR_MESSAGES.pmsImageTooLarge)).toBeInTheDocument();
    pick('Design image', svg(null));
    expect(await screen.findByText(DR_MESSAGES.svgViewboxMissing)).toBeInTheDocument();
    // A 1000:1 strip fitted into 12 × 12 in keeps a short side under 0.25 in.
    pick('Design image', svg('0 0 1000 1'));
    expect(await screen.findByText(DR_MESSAGES.imageProportionsIncompatible)).toBeInTheDocument();
    pick('Design image', svg('0 0 200 100'));
    await waitFor(() => expect(screen.queryByText(DR_MESSAGES.imageProportionsIncompatible)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Art height')).toHaveTextContent('2 in');
    expect(submitButton()).toBeDisabled();
  });

  it('a size differing from the request is listed as a warning and needs a corrected issue', async () => {
    signInAs('artist');
    const user = userEvent.setup({ delay: null });
    renderScreen('/requests/9', <UploadArtDialog r={REQUEST} manager={false} onClose={() => {}} onDone={() => {}} />);
    await screen.findByRole('dialog');
    pick('Production file', file('art.eps'));
    pick('Working file', file('art.ai'));
    pick('PMS image', file('pms.png', PNG));
    pick('Design image', svg('0 0 200 100'));
    await screen.findByText('Image 200 × 100');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    const width = screen.getByLabelText('Width');
    await user.clear(width);
    await user.type(width, '6');
    expect(screen.getByLabelText('Art height')).toHaveTextContent('3 in');
    expect(
      within(screen.getByRole('list', { name: 'Warnings' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Width differs from the requested 4 in.', 'Height differs from the requested 2 in.']);
    expect(screen.getByRole('status')).toHaveTextContent(DR_MESSAGES.correctedIssuesRequired);
    expect(submitButton()).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Requested size does not fit the treatment' }));
    expect(submitButton()).toBeEnabled();
    fireEvent.change(screen.getByLabelText('Design comment'), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByRole('status')).toHaveTextContent(DR_MESSAGES.designCommentTooLong);
  });

  it('a new issue is not empty, at most 100 characters and no duplicate; a manager may star one', async () => {
    signInAs('artmanager');
    const user = userEvent.setup({ delay: null });
    renderScreen('/requests/9', <UploadArtDialog r={REQUEST} manager onClose={() => {}} onDone={() => {}} />);
    await screen.findByRole('dialog');
    await screen.findByRole('checkbox', { name: 'Logo is low resolution' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(DR_MESSAGES.issueEmpty)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New issue'), 'logo is low resolution');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(DR_MESSAGES.duplicateIssue)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New issue'));
    await user.type(screen.getByLabelText('New issue'), 'y'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(messages.issueTooLong)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New issue'));
    await user.type(screen.getByLabelText('New issue'), 'Colours do not match the PMS');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('checkbox', { name: 'Colours do not match the PMS' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save Logo is low resolution as a default' }));
    expect(screen.getByRole('button', { name: 'Save Logo is low resolution as a default' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('an existing compatible design needs no files', async () => {
    signInAs('artist');
    network.graphql(COMPATIBLE_DESIGNS, {
      compatibleDesigns: [{ id: 'D120', variation: 2, art: '/Images/Designs/D120-2.svg', width: 4, height: 2, lastUsed: null }],
    });
    network.graphql(SUBMIT_ART, { submitDesignRequestArt: 9 });
    const user = userEvent.setup({ delay: null });
    renderScreen('/requests/9', <UploadArtDialog r={REQUEST} manager={false} onClose={() => {}} onDone={() => {}} />);
    await screen.findByRole('dialog');
    await user.click(screen.getByText('Existing design'));
    await user.click(await screen.findByRole('radio', { name: /D120-2/ }));
    expect(screen.queryByRole('list', { name: 'Warnings' })).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() =>
      expect(network.variables(SUBMIT_ART)).toEqual([{ id: 9, newDesign: null, existingDesign: { id: 'D120', variation: 2 }, issues: [] }]),
    );
  });

  const fillNewDesign = async () => {
    pick('Production file', file('art.eps'));
    pick('Working file', file('art.ai'));
    pick('PMS image', file('pms.png', PNG));
    pick('Design image', svg('0 0 200 100'));
    await screen.findByText('Image 200 × 100');
  };

  /** Opens the dialog, picks four good files and submits: the staging upload is sent. */
  const submitNewDesign = async () => {
    const onDone = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderScreen('/requests/9', <UploadArtDialog r={REQUEST} manager={false} onClose={() => {}} onDone={onDone} />);
    await screen.findByRole('dialog');
    await fillNewDesign();
    await user.click(submitButton());
    await waitFor(() => expect(uploads).toHaveLength(1));
    return { user, onDone };
  };

  it('stages the four files with upload progress, then submits the staged art by its token', async () => {
    signInAs('artist');
    const shown = captureMessages();
    network.graphql(SUBMIT_ART, { submitDesignRequestArt: 9 });
    const { onDone } = await submitNewDesign();
    const [upload] = uploads;
    expect([upload.method, new URL(upload.url, 'http://localhost').pathname]).toEqual(['POST', '/api/designRequest/9/art']);
    expect(upload.body.get('method')).toBe('EMB');
    expect(upload.body.get('cc')).toBe('false');
    expect(['production', 'working', 'image', 'pms'].map((f) => (upload.body.get(f) as File).name)).toEqual([
      'art.eps',
      'art.ai',
      'art.svg',
      'pms.png',
    ]);
    const bar = await screen.findByLabelText('Upload progress');
    act(() => upload.progress(40, 100));
    await waitFor(() => expect(bar).toHaveTextContent('40%'));
    act(() => upload.progress(90, 100));
    await waitFor(() => expect(bar).toHaveTextContent('90%'));
    expect(network.variables(SUBMIT_ART)).toEqual([]);
    act(() => upload.respond(200, { upload: 'staged-token-1' }));
    await waitFor(() =>
      expect(network.variables(SUBMIT_ART)).toEqual([
        {
          id: 9,
          newDesign: { upload: 'staged-token-1', width: 4, height: 2, cc: false, method: 'EMB', comment: '' },
          existingDesign: null,
          issues: [],
        },
      ]),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(shown.success).toEqual([messages.designRequestArtSubmitted]);
  });

  it('an upload the server refuses shows its message, submits nothing and keeps the dialog; other failures read the spec’s text', async () => {
    signInAs('artist');
    const shown = captureMessages();
    const { user, onDone } = await submitNewDesign();
    act(() => uploads[0].respond(400, { message: DR_MESSAGES.treatmentProportionsUnsupported }));
    await waitFor(() => expect(shown.error).toEqual([DR_MESSAGES.treatmentProportionsUnsupported]));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1].respond(500, {}));
    await waitFor(() => expect(shown.error).toEqual([DR_MESSAGES.treatmentProportionsUnsupported, messages.designFilesSubmitFailed]));
    expect(network.variables(SUBMIT_ART)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });
});
