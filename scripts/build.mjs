// Builds the front-end apps (shell + remotes) for production into each app's dist/, pre-compressed.
// `node scripts/build.mjs` builds the stale ones; `--all` rebuilds everything.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { APP_DIRS, root, STAMP, staleApps } from './apps.mjs';
import { compressDirs } from './compress.mjs';

/** Builds the apps in `dirs` and, in the same run, any other rspack configs given (e2e's variant). */
export async function build(dirs, otherConfigs = []) {
  if (!dirs.length && !otherConfigs.length) return;
  process.env.NODE_ENV = 'production';
  const started = Date.now();
  const configs = [];
  for (const dir of dirs) {
    const mod = await import(pathToFileURL(join(root, dir, 'rspack.config.mjs')).href);
    configs.push({ ...mod.default, name: dir });
  }
  // Two at a time: the machine has two cores, and each build peaks near 300 MB.
  const multi = rspack([...configs, ...otherConfigs]);
  const stats = await new Promise((resolve, reject) =>
    multi.run((error, result) => (error ? reject(error) : multi.close(() => resolve(result)))),
  );
  if (stats.hasErrors()) {
    console.error(stats.toString({ colors: false, all: false, errors: true, errorDetails: true }));
    throw new Error('Build failed');
  }
  await compressDirs(dirs.map((dir) => join(root, dir, 'dist')));
  for (const dir of dirs) writeFileSync(join(root, dir, 'dist', STAMP), new Date().toISOString());
  console.log(`Built ${[...dirs, ...otherConfigs.map((c) => c.name)].join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dirs = process.argv.includes('--all') ? APP_DIRS : staleApps();
  build(dirs).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
