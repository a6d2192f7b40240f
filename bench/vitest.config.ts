import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import unit from '../vitest.config.js';

// The benchmarks' own tests (the 30-second load run) need bench/node_modules, so they run here
// (`npm run bench:test`), not in the unit suite; everything else is the unit suite's set-up.
export default defineConfig({
  ...unit,
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: { ...unit.test, include: ['bench/**/*.test.ts'], exclude: ['**/node_modules/**'] },
});
