import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../paths.js';

/**
 * Where the global setup leaves the migrated template database for this test run. Keyed by the
 * checkout's path so two checkouts (git worktrees sharing one node_modules) never share a template
 * built from different migrations.
 */
export const TEMPLATE_PATH = join(
  tmpdir(),
  `atelier-test-template-${createHash('sha256').update(PROJECT_ROOT).digest('hex').slice(0, 12)}.tar`,
);
