// Builds one remote exactly as scripts/build.mjs does, except that one text of one source module is
// replaced: the remote "redeployed with a changed rule" of the rule-isolation e2e test.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';

const root = resolve(import.meta.dirname, '../..');

/**
 * @param {{ dir: string, module: string, find: string, replace: string, outDir: string }} o
 *   dir: the remote's folder ('mfe-returns'); module: the source file to change, from the repo root.
 */
export async function buildRemoteVariant({ dir, module, find, replace, outDir }) {
  process.env.NODE_ENV = 'production';
  const { default: config } = await import(pathToFileURL(join(root, dir, 'rspack.config.mjs')).href);
  const variant = {
    ...config,
    output: { ...config.output, path: outDir },
    module: {
      ...config.module,
      rules: [
        ...(config.module?.rules ?? []),
        {
          test: join(root, module),
          enforce: 'pre',
          use: [{ loader: join(import.meta.dirname, 'replaceLoader.cjs'), options: { find, replace } }],
        },
      ],
    },
  };
  const compiler = rspack(variant);
  const stats = await new Promise((done, fail) => compiler.run((error, result) => (error ? fail(error) : compiler.close(() => done(result)))));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
}
