// The front-end apps, their folders, and whether their build is up to date.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './rspack-app.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const APP_DIRS = ['shell', ...Object.values(REMOTES).map((r) => r.dir)];

const SKIP = new Set(['node_modules', 'dist', '.data']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export const STAMP = '.build-stamp';

/** Apps whose dist is missing or older than their sources, the shared package or the build config. */
export function staleApps() {
  const common = Math.max(
    newestMtime(join(root, 'shared/src')),
    newestMtime(join(root, 'scripts/rspack-app.mjs')),
    newestMtime(join(root, 'scripts/routeData.mjs')),
    newestMtime(join(root, 'pnpm-lock.yaml')),
  );
  return APP_DIRS.filter((dir) => {
    const stamp = join(root, dir, 'dist', STAMP);
    if (!existsSync(stamp)) return true;
    const built = statSync(stamp).mtimeMs;
    // build/: an app's own build plugins (mfe-orders' first-paint plugin).
    const own = [join(dir, 'src'), join(dir, 'build'), join(dir, 'rspack.config.mjs')].map((p) => newestMtime(join(root, p)));
    return Math.max(common, ...own) > built;
  });
}
