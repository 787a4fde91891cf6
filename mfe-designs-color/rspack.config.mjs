import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig, REMOTES } from '../scripts/rspack-app.mjs';

export default appConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'designs_color',
  kind: 'remote',
  port: REMOTES.designs_color.port,
  exposes: { './screens': './src/screens.ts' },
});
