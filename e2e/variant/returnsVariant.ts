import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where e2e/serve.mjs builds the returns remote with a changed rule (shell/rule-isolation.spec.ts). */
export const RETURNS_VARIANT_DIR = join(tmpdir(), `portal-e2e-returns-variant-${process.env.E2E_PORT ?? process.env.PORT ?? 8181}`);
