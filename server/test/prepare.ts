import { ensurePgTemplate, ensureTemplate, TEST_DRIVER } from './template';
import { failOnConcurrentClientQueries } from './pgWarnings';

// Run once before the test files (test/run.mjs), so that they all load the same template
// instead of racing to build it.
if (TEST_DRIVER === 'pg') {
  failOnConcurrentClientQueries();
  await ensurePgTemplate();
} else {
  await ensureTemplate();
}
