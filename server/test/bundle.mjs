// The test run's bundle: the selected test files (and test/prepare.ts) with the server's source and
// @portal/shared, compiled once by esbuild into plain JavaScript with shared chunks. Each file then
// starts on node alone, without tsx compiling and resolving several hundred TypeScript modules
// again in every process (about a second a file). Packages stay outside the bundle and are imported
// from where node_modules has them, exactly as under tsx.
import { rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

/** Every bare import except @portal/shared's is external, by the path esbuild resolves it to. */
const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      if (args.path.startsWith('@portal/shared')) return undefined;
      const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolving' });
      if (resolved.errors.length) return { errors: resolved.errors };
      return { path: resolved.path, external: true };
    });
  },
};

/**
 * Bundles `files` (paths relative to `root`) into `outDir`; resolves with a function mapping a
 * source file to its bundled one.
 */
export async function bundleTests(root, files, outDir) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: files,
    outbase: root,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['node', 'import'],
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    plugins: [packagesOutside],
    logLevel: 'warning',
  });
  return (file) => path.join(outDir, file.replace(/\.ts$/, '.mjs'));
}
