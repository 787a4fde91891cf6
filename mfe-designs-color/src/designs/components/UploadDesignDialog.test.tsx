import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESIGN_UPLOAD_MESSAGES as M, DR_MESSAGES } from '@portal/shared';
import { captureMessages, DEMO_USERS, mockNetwork, mockXhrUploads, renderScreen, reply, signInAs } from '@portal/shared/testing';
import { DESIGN_FILTER, DESIGNS_LIST } from '../api';
import { AllDesignsPage, DesignsPage, DesignStockPage } from '../DesignsListPage/DesignsListPage';

// The Upload button (spec 001 §6: artist, artist_manager or CUSTOMER user) and its dialog: the file
// is read in the browser first (imageSizeOf), then sent with progress; the width's height follows the
// image, fitted to the method; success refreshes the list.

const network = mockNetwork();
jest.setTimeout(30_000);

/** The image call goes by XMLHttpRequest (for its progress): the stand-in answers it and records what was sent. */
const uploads = mockXhrUploads();
const sentImages = () => uploads.sent.map((u) => `${u.path} ${(u.form.get('file') as File).name}`);

const pngHeader = (width: number, height: number) => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new File([bytes], 'logo.png', { type: 'image/png' });
};

beforeEach(() => {
  uploads.answer(({ form }) => ({ id: 'a'.repeat(32), name: (form.get('file') as File).name, width: 400, height: 200, format: 'png' }));
  network.graphql(DESIGN_FILTER, {
    designFilter: { customer: [], method: [], league: [], team: [], player: [], code: [], stock: ['Y', 'N'] },
  });
  network.graphql(DESIGNS_LIST, { designs: { total: 0, designs: [] } });
});

const uploadButton = () => screen.queryByRole('button', { name: 'Upload' });
const dialogOk = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Upload' });

/** The demo customer account with the external "Create Art" toggle (the artist flag). */
const createArt = { ...DEMO_USERS.customer, access: { ...DEMO_USERS.customer.access, artist: true } };

describe('UploadDesignDialog', () => {
  it('shows Upload to artists, artist managers and CUSTOMER users with "Create Art" only, not on /design_stock', async () => {
    for (const who of ['artist', 'artmanager', createArt] as const) {
      signInAs(who);
      const { unmount } = renderScreen('/designs', <DesignsPage />, { path: '/designs' });
      expect(await screen.findByRole('button', { name: 'Upload' })).toBeInTheDocument();
      unmount();
    }
    for (const who of ['csr', 'rep', 'customer'] as const) {
      signInAs(who);
      const { unmount } = renderScreen('/all_designs', <AllDesignsPage />, { path: '/all_designs' });
      await screen.findByText('All Designs');
      expect(uploadButton()).not.toBeInTheDocument();
      unmount();
    }
    signInAs('artist');
    renderScreen('/design_stock', <DesignStockPage />, { path: '/design_stock' });
    await screen.findByText('Design Stock');
    expect(uploadButton()).not.toBeInTheDocument();
  });

  it('validates, refuses a bad SVG before sending it, fits the size to the method and refreshes the list on success', async () => {
    signInAs('artist');
    const shown = captureMessages();
    network.rest('GET', '/api/customers', [
      { numb: '10042', cust: 'Acme Golf Club' },
      { numb: '10043', cust: 'Birch Hockey' },
    ]);
    network.rest('POST', '/api/design/upload', { id: 'D61001', variation: 1, width: 12, height: 6 });
    const user = userEvent.setup({ delay: null });
    const { params } = renderScreen('/designs', <DesignsPage />, { path: '/designs' });
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(params().get('action')).toBe('upload');
    await screen.findByRole('dialog');
    expect(dialogOk()).toBeDisabled();
    expect(screen.getByText(M.imageRequired)).toBeInTheDocument();

    // An SVG without a viewBox is refused in the browser, with the spec's message; nothing is sent.
    const noViewBox = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="3" height="1"></svg>'], 'art.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(screen.getByLabelText('Design image'), noViewBox);
    expect(await screen.findByText(DR_MESSAGES.svgViewboxMissing)).toBeInTheDocument();
    expect(sentImages()).toEqual([]);

    await user.upload(screen.getByLabelText('Design image'), pngHeader(400, 200));
    expect(await screen.findByText('logo.png')).toBeInTheDocument();
    expect(sentImages()).toEqual(['/api/design/upload/image logo.png']);
    expect(screen.getByText(M.customerRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(await screen.findByTitle('10043 - Birch Hockey'));
    expect(screen.getByText(M.methodRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByTitle('Embroidery'));
    const width = screen.getByRole('spinbutton', { name: 'Width' });
    await user.clear(width);
    await user.type(width, '20');
    await user.tab();
    // Embroidery is at most 12 × 12 in: 20 in wide becomes 12 × 6.
    expect(screen.getByLabelText('Design size')).toHaveTextContent("Size: 12 × 6 in (fitted to Embroidery's maximum of 12 × 12 in)");
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'Crest');
    const listCalls = network.variables(DESIGNS_LIST).length;
    await user.click(dialogOk());
    await waitFor(() => expect(shown.success).toEqual(['Design D61001-1 uploaded.']));
    expect(network.restCalls('POST', '/api/design/upload').map((c) => c.body)).toEqual([
      { upload: 'a'.repeat(32), customer: '10043', method: 'EMB', width: 20, text: 'Crest', comment: '' },
    ]);
    await waitFor(() => expect(params().get('action')).toBeNull());
    await waitFor(() => expect(network.variables(DESIGNS_LIST).length).toBeGreaterThan(listCalls));
  });

  it('a CUSTOMER user with one customer gets it, fixed; the server refusal shows its text', async () => {
    signInAs(createArt);
    const shown = captureMessages();
    network.rest('GET', '/api/customers', [{ numb: '10042', cust: 'Acme Golf Club' }]);
    network.rest('POST', '/api/design/upload', reply(400, { message: DR_MESSAGES.imageProportionsIncompatible }));
    const user = userEvent.setup({ delay: null });
    renderScreen('/designs?action=upload', <DesignsPage />, { path: '/designs' });
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer' })).toBeDisabled());
    expect(screen.getByTitle('10042 - Acme Golf Club')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Design image'), pngHeader(400, 200));
    await screen.findByText('logo.png');
    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByTitle('Direct to Film'));
    await user.click(dialogOk());
    await waitFor(() => expect(shown.error).toEqual([DR_MESSAGES.imageProportionsIncompatible]));
    expect(network.restCalls('POST', '/api/design/upload').map((c) => (c.body as { customer: string }).customer)).toEqual(['10042']);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
