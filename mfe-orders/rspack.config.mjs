import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig, REMOTES } from '../scripts/rspack-app.mjs';
import { FirstPaintPlugin } from './build/firstPaintPlugin.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const config = appConfig({
  dir,
  name: 'orders',
  kind: 'remote',
  port: REMOTES.orders.port,
  exposes: {
    './screens': './src/screens.ts',
    // The public approval page (a customer's phone): the public host page (shell/src/public/) loads
    // only this module; no antd, no router, no session (src/approval/).
    './approval': './src/approval/PublicApprovalPage/PublicApprovalPage.tsx',
  },
});
// Its first paint as HTML and the files it needs (first-paint.json beside mf-manifest.json), which
// the server puts into the public host page: the title shows before the scripts have loaded.
config.plugins.push(
  new FirstPaintPlugin({
    dir,
    module: 'src/approval/PublicApprovalPage/approvalFirstPaint.tsx',
    chunk: '__federation_expose_approval',
    container: 'orders',
  }),
);

export default config;
