// Writes first-paint.json beside mf-manifest.json: the public approval pages' first state as HTML
// (rendered in Node from src/approval/PublicApprovalPage/approvalFirstPaint.tsx, the same components
// the page renders), the stylesheet of the `./approval` module, and the scripts that module needs
// from this remote (remoteEntry.js and every chunk of the expose, which mf-manifest.json lists only
// in part). The server puts the page that matches the address and the stylesheet into the public
// host page, with preloads of those scripts (server/src/platform/staticHosting.ts): the title shows
// before any script has run, and the module's files download while the page's own script runs.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The file the server reads beside the remote's mf-manifest.json. */
export const FIRST_PAINT_FILE = 'first-paint.json';

let tsImportFn;
async function tsImport(file, tsconfig) {
  if (!tsImportFn) {
    // tsx is the server's TypeScript runner (as in scripts/routeData.mjs); each call loads the file
    // in its own namespace, so a rebuild in dev renders afresh.
    const api = createRequire(join(root, 'server/package.json'))
      .resolve('tsx/esm/api')
      .replace(/index\.cjs$/, 'index.mjs');
    tsImportFn = (await import(pathToFileURL(api).href)).tsImport;
  }
  // The app's tsconfig: its JSX settings (the automatic runtime) apply.
  return tsImportFn(pathToFileURL(file).href, { parentURL: import.meta.url, tsconfig });
}

export class FirstPaintPlugin {
  /**
   * @param {{ dir: string, module: string, chunk: string, container: string }} options  module:
   *   renders the pages (default export: () => { path, html }[]); chunk: the expose's chunk, whose
   *   CSS goes with them; container: the remote's name (its entry is remoteEntry.js).
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { dir, module, chunk, container } = this.options;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'FirstPaintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const pages = (await tsImport(join(dir, module), join(dir, 'tsconfig.json'))).default();
        const group = compilation.namedChunkGroups.get(chunk);
        if (!group) throw new Error(`FirstPaintPlugin: no chunk named ${chunk}`);
        const files = group.chunks.flatMap((c) => [...c.files]);
        const css = files
          .filter((file) => file.endsWith('.css'))
          .map((file) => compilation.getAsset(file).source.source().toString())
          .join('\n');
        // The container first: it is what the module's loading waits for.
        const entry = [...(compilation.entrypoints.get(container)?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
        const scripts = [...new Set([...entry, ...files.filter((file) => file.endsWith('.js'))])];
        compilation.emitAsset(FIRST_PAINT_FILE, new sources.RawSource(JSON.stringify({ css, scripts, pages })));
      });
    });
  }
}
