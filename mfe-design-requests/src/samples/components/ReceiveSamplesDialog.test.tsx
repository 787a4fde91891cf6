import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESIGN_SAMPLE_MESSAGES as M } from '@portal/shared';
import { captureMessages, mockNetwork, renderScreen, signInAs, userWith } from '@portal/shared/testing';
import { ReceiveSamplesDialog } from './ReceiveSamplesDialog';

// Recieve Samples (spec 002 §5): no file, no submit (the tooltip says why); more than 5 files are
// refused before sending (the FileDrop's check).

mockNetwork();
jest.setTimeout(30_000);
const ok = () => screen.getAllByRole('button', { name: 'Recieve Samples' }).find((b) => b.closest('.ant-modal-footer'))!;
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('ReceiveSamplesDialog', () => {
  it('needs at least one file (the tooltip says so) and refuses more than 5 before sending anything', async () => {
    signInAs(userWith(['createDesignSample']));
    const shown = captureMessages();
    const user = userEvent.setup({ delay: null });
    renderScreen('/designSampleRequests/9', <ReceiveSamplesDialog id={9} onClose={() => {}} onDone={async () => {}} />);
    expect(ok()).toBeDisabled();
    await user.hover(ok().parentElement!);
    expect(await screen.findByText(M.attachFileRequired)).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Attach sample photos'),
      [1, 2, 3, 4, 5, 6].map((n) => png(`s${n}.png`)),
    );
    await waitFor(() => expect(shown.error).toContain(M.tooManyFiles));
    expect(ok()).toBeDisabled();
    // The upload itself goes by XMLHttpRequest, which jsdom sends past the mocked network: the e2e covers it.
  });
});
