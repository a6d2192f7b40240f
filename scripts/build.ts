/**
 * `npm run build`: the web app (always a production build) into dist/web, the widget into
 * dist/widget, then the server bundle; last, the hash of the sources it built, which `npm start`
 * compares to skip a build nothing changed.
 */
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-web.js';
import { recordBuild, sourceHash } from './lib/build-hash.mjs';
import { buildWidget } from '../widget/build.js';

const root = fileURLToPath(new URL('..', import.meta.url));
// Hashed before building: an edit made while the build runs leaves the next start rebuilding.
const hash = sourceHash(root);
buildWeb(root);
const widget = await buildWidget(root);
console.log(`built dist/widget (${widget.loader}, ${widget.loaderEsm}, ${widget.embedJs})`);
await import('./build-server.js');
recordBuild(root, hash);
