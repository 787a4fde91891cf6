// A remote's routes and drawer entries are data (ARCHITECTURE.md "Front end"): the remote keeps them
// in src/routes.data.ts and its screens in src/screens.ts (its one exposed module). This plugin runs
// the data module in Node at build time (tsx, as the server runs TypeScript), checks that every
// route names a screen that src/screens.ts has, and emits the data as routes.json beside
// mf-manifest.json, in `build` and in `dev` alike (the dev server serves it from memory).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The file the shell and the server read (shared/src/manifest.ts ROUTE_DATA_FILE). */
export const ROUTE_DATA_FILE = 'routes.json';

let tsImportFn;
async function tsImport(file) {
  if (!tsImportFn) {
    // tsx is the server's TypeScript runner; its ESM API (`tsImport`) loads a file in its own
    // namespace, so a rebuild in dev reads the data afresh.
    const api = createRequire(join(root, 'server/package.json'))
      .resolve('tsx/esm/api')
      .replace(/index\.cjs$/, 'index.mjs');
    tsImportFn = (await import(pathToFileURL(api).href)).tsImport;
  }
  return tsImportFn(pathToFileURL(file).href, import.meta.url);
}

/** Reads and checks a remote's route data; throws with every problem found. */
export async function readRouteData(dir, name) {
  const [data, screens] = await Promise.all([
    tsImport(join(dir, 'src/routes.data.ts')).then((m) => m.default),
    tsImport(join(dir, 'src/screens.ts')).then((m) => m.default),
  ]);
  const problems = [];
  if (data?.area !== name) problems.push(`area is '${data?.area}', expected '${name}'`);
  if (!Array.isArray(data?.routes) || !Array.isArray(data?.drawer)) problems.push('routes and drawer must be arrays');
  for (const route of data?.routes ?? []) {
    if (typeof route.path !== 'string' || !route.path.startsWith('/'))
      problems.push(`route path ${JSON.stringify(route.path)} is not absolute`);
    if (typeof route.access !== 'string') problems.push(`route ${route.path} has no access rule`);
    if (typeof screens?.[route.screen] !== 'function')
      problems.push(`route ${route.path} names screen '${route.screen}', which src/screens.ts does not have`);
  }
  for (const entry of data?.drawer ?? []) {
    if (typeof entry.label !== 'string' || typeof entry.path !== 'string' || typeof entry.access !== 'string') {
      problems.push(`drawer entry ${JSON.stringify(entry)} needs label, path and access`);
    }
  }
  if (problems.length) throw new Error(`${name}: src/routes.data.ts: ${problems.join('; ')}`);
  // Exactly what JSON keeps: a function or a React node in the data would vanish here, not later.
  return JSON.parse(JSON.stringify(data));
}

export class RouteDataPlugin {
  /** @param {{ dir: string, name: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { dir, name } = this.options;
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteDataPlugin', (compilation) => {
      // Read while the compilation runs; emitted with the other assets.
      const data = readRouteData(dir, name).then(
        (value) => ({ value }),
        (error) => ({ error }),
      );
      compilation.fileDependencies.add(join(dir, 'src/routes.data.ts'));
      compilation.fileDependencies.add(join(dir, 'src/screens.ts'));
      compilation.hooks.processAssets.tapPromise(
        { name: 'RouteDataPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { value, error } = await data;
          if (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(error instanceof Error ? error.message : String(error)));
            return;
          }
          compilation.emitAsset(ROUTE_DATA_FILE, new RawSource(JSON.stringify(value)));
        },
      );
    });
  }
}
