// One remote's build config exactly as scripts/build.mjs builds it, except that one text of one
// source module is replaced: the remote "redeployed with a changed rule" of the rule-isolation e2e
// test. e2e/serve.mjs builds it in the same build as the apps.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');

/**
 * @param {{ dir: string, module: string, find: string, replace: string, outDir: string }} o
 *   dir: the remote's folder ('mfe-returns'); module: the source file to change, from the repo root.
 */
export async function remoteVariantConfig({ dir, module, find, replace, outDir }) {
  process.env.NODE_ENV = 'production';
  const { default: config } = await import(pathToFileURL(join(root, dir, 'rspack.config.mjs')).href);
  return {
    ...config,
    name: `${dir} (variant)`,
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
}
