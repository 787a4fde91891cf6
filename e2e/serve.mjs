// Starts the product for the browser tests as `npm start` does (builds the apps whose sources
// changed, then starts the server with its `start` script), on its own port with a fresh data
// directory, so every run sees the seeded demo data and nothing else. The same build also makes the
// returns remote "redeployed with a changed rule" (shell/rule-isolation.spec.ts) into RETURNS_VARIANT_DIR.
import { rmSync } from 'node:fs';
import { build } from '../scripts/build.mjs';
import { staleApps } from '../scripts/apps.mjs';
import { spawnPnpm } from '../scripts/toolchain.mjs';
import { remoteVariantConfig } from './variant/remoteVariantConfig.mjs';

const { DATA_DIR: dataDir, RETURNS_VARIANT_DIR: variantDir } = process.env;
if (!dataDir || !variantDir) throw new Error('DATA_DIR and RETURNS_VARIANT_DIR must be set');
rmSync(dataDir, { recursive: true, force: true });
rmSync(variantDir, { recursive: true, force: true });
const variant = await remoteVariantConfig({
  dir: 'mfe-returns',
  module: 'shared/src/core/time.ts',
  find: "export const DATE_FORMAT = 'YYYY-MM-DD';",
  replace: "export const DATE_FORMAT = '[rule-v2] YYYY-MM-DD';",
  outDir: variantDir,
});
await build(staleApps(), [variant]);
const server = spawnPnpm(['--filter', '@portal/server', 'start']);
server.on('exit', (code) => process.exit(code ?? 0));
