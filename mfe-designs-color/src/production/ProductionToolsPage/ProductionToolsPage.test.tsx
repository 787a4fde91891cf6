import { screen, waitFor, within } from '@testing-library/react';
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
    network.rest('POST', '/api/generateProductionArt', ({ body }) => {
      const job = (body as { job: number }).job;
      return {
        folder: `jobs/${job}`,
        files: [`jobs/${job}/D60001-1.svg`, `jobs/${job}/D60001-1.png`, `jobs/${job}/job.json`],
        designs: job === 100011 ? ['D60001-1'] : [],
        download: `/api/production/jobFolder/${job}.zip`,
      };
    });
    const user = userEvent.setup({ delay: null });
    renderScreen('/production_art', <ProductionToolsPage />, { path: '/production_art' });
    await user.click(await screen.findByRole('checkbox', { name: /100011/ }));
    await user.click(screen.getByRole('checkbox', { name: /100012/ }));
    await user.click(screen.getByRole('button', { name: /Create Job Folders/ }));
    await waitFor(() => expect(shown.success).toEqual([messages.jobFoldersCreated]));
    expect(network.restCalls('POST', '/api/generateProductionArt').map((c) => c.body)).toEqual([{ job: 100011 }, { job: 100012 }]);
    // Each folder made is there to download, with its designs' art.
    const folders = screen.getByRole('list', { name: 'Job folders' });
    expect(within(folders).getByRole('link', { name: 'Job #100011 folder (zip)' })).toHaveAttribute(
      'href',
      '/api/production/jobFolder/100011.zip',
    );
    expect(within(folders).getByRole('link', { name: 'Job #100012 folder (zip)' })).toHaveAttribute(
      'href',
      '/api/production/jobFolder/100012.zip',
    );
    expect(within(folders).getByRole('img', { name: 'Design D60001-1' })).toHaveAttribute('src', '/Images/Designs/D60001-1.svg?size=thumb');
    expect(within(folders).getByText('No designs on this job.')).toBeInTheDocument();
  });

  it('a recolour lists the files it wrote (its Link header) to download', async () => {
    signInAs('artmanager');
    const shown = captureMessages();
    network.rest(
      'POST',
      '/api/production/recolorFiles',
      reply(204, undefined, {
        link: '</api/production/recolored/D60001-1/epsonT7270.svg>; rel="item", </api/production/recolored/D60001-1/epsonT7270.png>; rel="item"',
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen('/production_art', <ProductionToolsPage />, { path: '/production_art' });
    await user.click(await screen.findByRole('combobox', { name: 'Design' }));
    await user.click(await screen.findByTitle('D60001-1'));
    await user.click(screen.getByRole('combobox', { name: 'Printer' }));
    await user.click(await screen.findByTitle('3 – Epson T7270'));
    await user.click(screen.getByRole('button', { name: 'Recolor' }));
    const written = await screen.findByRole('navigation', { name: 'Recolored files' });
    expect(within(written).getByRole('link', { name: 'D60001-1 epsonT7270.svg' })).toHaveAttribute(
      'href',
      '/api/production/recolored/D60001-1/epsonT7270.svg',
    );
    expect(within(written).getByRole('link', { name: 'D60001-1 epsonT7270.png' })).toBeInTheDocument();
    expect(shown.success).toEqual([messages.designRecolored]);
    expect(network.restCalls('POST', '/api/production/recolorFiles').map((c) => c.body)).toEqual([
      { id: 'D60001', variation: 1, printer: 3 },
    ]);
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
