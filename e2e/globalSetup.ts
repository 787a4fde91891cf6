import { rmSync } from 'node:fs';
import { buildRemoteVariant } from './variant/buildRemoteVariant.mjs';
import { RETURNS_VARIANT_DIR } from './variant/returnsVariant';

// Before any test starts: the returns remote rebuilt with a changed rule, for rule-isolation.spec.ts.
// Built here rather than in that file's beforeAll, because a build on the two-core machine starves
// the server and the browser of the test running beside it in the other worker.
export default async function globalSetup(): Promise<void> {
  rmSync(RETURNS_VARIANT_DIR, { recursive: true, force: true });
  await buildRemoteVariant({
    dir: 'mfe-returns',
    module: 'shared/src/core/time.ts',
    find: "export const DATE_FORMAT = 'YYYY-MM-DD';",
    replace: "export const DATE_FORMAT = '[rule-v2] YYYY-MM-DD';",
    outDir: RETURNS_VARIANT_DIR,
  });
}
