import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig, REMOTES } from '../scripts/rspack-app.mjs';

export default appConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'returns',
  kind: 'remote',
  port: REMOTES.returns.port,
  exposes: { './screens': './src/screens.ts' },
});
