// One rspack + Module Federation configuration for every front-end app: the shell (host) and the
// six remotes. Each app's rspack.config.mjs calls appConfig() with what makes it different.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { RouteDataPlugin } from './routeData.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The six remotes: name in /remotes.json and Module Federation -> folder and dev-server port. */
export const REMOTES = {
  orders: { dir: 'mfe-orders', port: 3001 },
  returns: { dir: 'mfe-returns', port: 3002 },
  design_requests: { dir: 'mfe-design-requests', port: 3003 },
  designs_color: { dir: 'mfe-designs-color', port: 3004 },
  admin: { dir: 'mfe-admin', port: 3005 },
  events_fpa: { dir: 'mfe-events-fpa', port: 3006 },
};
export const SHELL_DEV_PORT = 3000;

function installedVersion(appDir, name) {
  const file = join(appDir, 'node_modules', name, 'package.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

// react-router's package.json sends bundlers to its development build whatever the mode: the
// production build (no dev warnings) sits beside it. shared/src/reactRouter.ts imports it by this name.
const reactRouterBuild = (production) =>
  createRequire(join(root, 'shared/package.json'))
    .resolve('react-router')
    .replace(/[/\\]development[/\\]index\.m?js$/, `/${production ? 'production' : 'development'}/index.mjs`);

const sharedPkgVersion = JSON.parse(readFileSync(join(root, 'shared/package.json'), 'utf8')).version;

/**
 * Singletons shared by every app (ARCHITECTURE.md): one React, one router, one session store, one
 * antd (through @portal/shared/antd, tree-shaken), one QueryClient library, one nuqs. Only what
 * must be one instance in the page is listed: e2e/tests/shell/rule-isolation.spec.ts checks that no
 * pure module of @portal/shared is.
 */
function sharedModules(appDir) {
  const fromApp = (name, pkg = name) => {
    const version = installedVersion(appDir, pkg);
    return { singleton: true, version, requiredVersion: version ? `^${version}` : false };
  };
  const portal = { singleton: true, version: sharedPkgVersion, requiredVersion: `^${sharedPkgVersion}` };
  return {
    react: fromApp('react'),
    'react/jsx-runtime': fromApp('react/jsx-runtime', 'react'),
    'react-dom': fromApp('react-dom'),
    'react-dom/': fromApp('react-dom/', 'react-dom'),
    // Only the parts the portal uses (shared/src/reactRouter.ts), under react-router's own name.
    'react-router': { ...fromApp('react-router'), import: join(root, 'shared/src/reactRouter.ts') },
    zustand: fromApp('zustand'),
    dayjs: fromApp('dayjs'),
    ky: fromApp('ky'),
    '@tanstack/react-table': fromApp('@tanstack/react-table'),
    '@tanstack/react-query': fromApp('@tanstack/react-query'),
    nuqs: fromApp('nuqs'),
    'nuqs/adapters/react-router/v7': fromApp('nuqs/adapters/react-router/v7', 'nuqs'),
    '@ant-design/cssinjs': fromApp('@ant-design/cssinjs'),
    // Not '@portal/shared' nor '@portal/shared/core': pure code (rules, schemas, messages,
    // constants, formatting) is bundled into each app, so a redeployed remote runs its own rules.
    // The root entry re-exports '@portal/shared/platform', which resolves to this singleton.
    '@portal/shared/platform': portal,
    '@portal/shared/antd-base': portal,
    '@portal/shared/antd': portal,
    // Provided by path, so every build provides it even when none of its own code imports it (a
    // package name is provided only by a build that imports it): the shell's copy, drawn with the
    // shell's antd internals and theme, is the one every remote uses. A remote's own copy would
    // carry its own antd context and lose the theme (axe caught grey labels and light cards).
    '@portal/shared/antd-detail': { ...portal, import: join(root, 'shared/src/antd-detail.ts') },
    '@portal/shared/antd-form': { ...portal, import: join(root, 'shared/src/antd-form.ts') },
    '@portal/shared/icons': portal,
    '@portal/shared/list': portal,
    // The page's one live channel (README "Live updates"), by path like antd-detail: the shell opens
    // it after sign-in and every remote's hooks listen to the shell's copy.
    '@portal/shared/live': { ...portal, import: join(root, 'shared/src/live/index.ts') },
    // Not '@portal/shared/ui': the UI kit keeps no state of its own (its hooks reach the one router
    // and QueryClient through their shared packages), so each app bundles the parts it uses. Shared,
    // it would be one unit: a list that only wants ConfirmDialog would also load what PageStates and
    // FileDrop import, antd-detail's 97 KB. @portal/shared/testing is test-only and never shared.
  };
}

/**
 * @param {object} o
 * @param {string} o.dir      app folder (absolute)
 * @param {string} o.name     Module Federation name ('shell' or a key of REMOTES)
 * @param {'host'|'remote'} o.kind
 * @param {Record<string,string>} [o.exposes]  a remote exposes `./screens` (src/screens.ts); its
 *   src/routes.data.ts is emitted as routes.json beside mf-manifest.json (scripts/routeData.mjs)
 * @param {number} o.port     dev-server port
 */
export function appConfig({ dir, name, kind, exposes = {}, port }) {
  const production = process.env.NODE_ENV !== 'development';
  const host = kind === 'host';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: host ? { main: './src/index.ts' } : {},
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: join(dir, 'dist'),
      // The shell is served at '/'; a remote learns its own URL from where its entry was loaded.
      publicPath: host ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      uniqueName: name,
      clean: true,
      // spec 000 §9: chunk load time-out 120 seconds.
      chunkLoadTimeout: 120_000,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: { 'react-router-impl$': reactRouterBuild(production) },
    },
    module: {
      // An import of a name the module does not export is an error, not a warning and an undefined.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
            env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|gif|webp|ico)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedModules(dir),
        // One dead remote cannot stall start-up: use whatever copy of a shared module loaded first.
        shareStrategy: 'loaded-first',
        manifest: host ? false : { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      !host && new RouteDataPlugin({ dir, name }),
      host &&
        new rspack.HtmlRspackPlugin({
          template: join(dir, 'src/index.html'),
          minify: production,
        }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
    ].filter(Boolean),
    optimization: { minimize: production },
    performance: { hints: false },
    experiments: { css: true },
    devServer: {
      port,
      hot: true,
      historyApiFallback: host,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // In dev the API runs on :8080 (`pnpm dev` starts it); the shell's dev server forwards to it.
      proxy: host ? [{ context: ['/api', '/gql', '/remotes.json', '/Images'], target: 'http://localhost:8080' }] : [],
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}
