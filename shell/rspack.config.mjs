import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig, SHELL_DEV_PORT } from '../scripts/rspack-app.mjs';

export default appConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'shell',
  kind: 'host',
  port: SHELL_DEV_PORT,
});
