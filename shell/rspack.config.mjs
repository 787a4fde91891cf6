import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { appConfig, SHELL_DEV_PORT } from '../scripts/rspack-app.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const config = appConfig({ dir, name: 'shell', kind: 'host', port: SHELL_DEV_PORT });

// Two pages from one build, one Module Federation host (same shared singletons, same runtime):
// - index.html + `main`: the portal (login, session, drawer, every remote on demand);
// - approval.html + `public`: the public host page for customers (shell/src/public/), which the
//   server answers for /order_approval/…: it registers only the orders remote and loads its
//   `./approval` module; no session, no drawer, no antd, no other remote.
// Each page gets only its own entry's scripts.
const production = config.mode === 'production';
config.entry = { main: './src/index.ts', public: './src/public/index.ts' };
config.plugins = [
  ...config.plugins.filter((plugin) => !(plugin instanceof rspack.HtmlRspackPlugin)),
  new rspack.HtmlRspackPlugin({ template: join(dir, 'src/index.html'), chunks: ['main'], minify: production }),
  // Not minified: the server adds the orders remote's address before </head> (staticHosting.ts).
  new rspack.HtmlRspackPlugin({
    filename: 'approval.html',
    template: join(dir, 'src/public/approval.html'),
    chunks: ['public'],
    minify: false,
  }),
];
// The dev server answers the public page for the approval links too.
config.devServer = {
  ...config.devServer,
  historyApiFallback: { rewrites: [{ from: /^\/order_approval\//, to: '/approval.html' }] },
};

export default config;
