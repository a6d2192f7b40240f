import { fileURLToPath } from 'node:url';

/** Where the global setup leaves the migrated template database for this test run. */
export const TEMPLATE_PATH = fileURLToPath(new URL('../../node_modules/.cache/atelier/test-template.tar', import.meta.url));
