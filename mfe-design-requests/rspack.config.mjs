import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig, REMOTES } from '../scripts/rspack-app.mjs';

export default appConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'design_requests',
  kind: 'remote',
  port: REMOTES.design_requests.port,
  exposes: { './screens': './src/screens.ts' },
});
