import { ensureTemplate } from './template';

// Run once before the test files (test/run.mjs), so that they all load the same template
// instead of racing to build it.
await ensureTemplate();
