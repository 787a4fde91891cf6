import { screen } from '@testing-library/react';
import { messages } from '@portal/shared';
import { mockNetwork, renderScreen, reply, signInAs } from '@portal/shared/testing';
import { IMAGE_PROBE_RETRIES, ProbedImage } from './ProbedImage';

const network = mockNetwork();
jest.setTimeout(30_000);
const SRC = '/api/designRequest/9/file/art';

describe('ProbedImage (spec 001 §7.2: HEAD probe, retried after 1 second)', () => {
  it('shows the image once a probe finds it, after a missing answer', async () => {
    signInAs('artist');
    network.restOnce('HEAD', SRC, reply(404, null));
    network.rest('HEAD', SRC, reply(200, null));
    renderScreen('/requests/9', <ProbedImage src={SRC} alt="Art" />);
    expect(screen.getByText('Loading image…')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Art' }, { timeout: 5000 })).toHaveAttribute('src', SRC);
    expect(network.restCalls('HEAD', SRC)).toHaveLength(2);
  });

  it(`gives up after ${IMAGE_PROBE_RETRIES} retries with 'Could not download resource.'`, async () => {
    signInAs('artist');
    network.rest('HEAD', SRC, reply(404, null));
    renderScreen('/requests/9', <ProbedImage src={SRC} alt="Art" />);
    expect(await screen.findByText(messages.resourceDownloadFailed, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(network.restCalls('HEAD', SRC)).toHaveLength(IMAGE_PROBE_RETRIES + 1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
