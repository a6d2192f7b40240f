/**
 * Starts a TypeScript worker from source (tests, `npm run dev`): registers tsx in this thread, then
 * loads `workerData.entry`. The built server starts its bundled JavaScript worker directly.
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
