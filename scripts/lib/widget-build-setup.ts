/**
 * Vitest global set-up: tests that load /widget.js or /embed need dist/widget, and the server only
 * reads it. Builds it once per run when a widget source is newer than the build (a stat walk
 * otherwise).
 */
import { fileURLToPath } from 'node:url';
import { ensureWidgetBuilt } from '../../widget/build.js';

export default async function setup(): Promise<void> {
  await ensureWidgetBuilt(fileURLToPath(new URL('../..', import.meta.url)));
}
