import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared';
import { captureMessages, mockNetwork, renderScreen, reply, signInAs } from '@portal/shared/testing';
import { ProductionToolsPage } from './ProductionToolsPage';

const network = mockNetwork();
jest.setTimeout(30_000);

beforeEach(() => {
  network.rest('GET', '/api/openJobs', [
    { id: 11, numb: 100011, job: 'Leafs tees' },
    { id: 12, numb: 100012, job: 'Sens hoodies' },
  ]);
  network.rest('GET', '/api/production/designs', [{ id: 'D60001', variation: 1 }]);
  network.rest('GET', '/api/production/dropship_collections', [{ orderNum: 100050, name: 'Spring drop' }]);
});

describe('ProductionToolsPage (/production_art)', () => {
  it('creates the job folders of the picked jobs, one call per job', async () => {
    signInAs('artmanager');
    const shown = captureMessages();
    network.rest('POST', '/api/generateProductionArt', { folder: 'jobs/100011', files: [] });
    const user = userEvent.setup({ delay: null });
    renderScreen('/production_art', <ProductionToolsPage />, { path: '/production_art' });
    await user.click(await screen.findByRole('checkbox', { name: /100011/ }));
    await user.click(screen.getByRole('checkbox', { name: /100012/ }));
    await user.click(screen.getByRole('button', { name: /Create Job Folders/ }));
    await waitFor(() => expect(shown.success).toEqual([messages.jobFoldersCreated]));
    expect(network.restCalls('POST', '/api/generateProductionArt').map((c) => c.body)).toEqual([{ job: 100011 }, { job: 100012 }]);
  });

  it('a failed job folder says so; a 206 recolour is a warning with its errors', async () => {
    signInAs('artmanager');
    const shown = captureMessages();
    network.rest('POST', '/api/generateProductionArt', reply(500, {}));
    network.rest(
      'POST',
      '/api/production/recolor_dropship_collection',
      reply(206, { errors: ['D60001-1: RED has no audleyS2070_3_4 color mapping; kept #C8102E.'] }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen('/production_art', <ProductionToolsPage />, { path: '/production_art' });
    await user.click(await screen.findByRole('checkbox', { name: /100011/ }));
    await user.click(screen.getByRole('button', { name: /Create Job Folders/ }));
    await waitFor(() => expect(shown.error).toEqual([messages.jobFoldersCreateFailed]));
    await user.click(screen.getByRole('combobox', { name: 'Dropship collection' }));
    await user.click(await screen.findByTitle('#100050 Spring drop'));
    await user.click(screen.getByRole('button', { name: 'Recolor Collection' }));
    expect(await screen.findByText(/RED has no audleyS2070_3_4 color mapping/)).toBeInTheDocument();
    expect(shown.info).toEqual([messages.designRecoloredWithErrors]);
    expect(network.restCalls('POST', '/api/production/recolor_dropship_collection').map((c) => c.body)).toEqual([{ orderNum: 100050 }]);
  });
});
