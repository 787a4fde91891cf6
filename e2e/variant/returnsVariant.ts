import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where globalSetup.ts builds the returns remote with a changed rule (rule-isolation.spec.ts). */
export const RETURNS_VARIANT_DIR = join(tmpdir(), `portal-e2e-returns-variant-${process.env.E2E_PORT ?? 8181}`);
