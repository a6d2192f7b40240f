/** `npm run build`: the web app (always a production build) into dist/web, the widget into dist/widget, then the server bundle. */
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-web.js';
import { buildWidget } from '../widget/build.js';

const root = fileURLToPath(new URL('..', import.meta.url));
buildWeb(root);
const widget = await buildWidget(root);
console.log(`built dist/widget (${widget.loader}, ${widget.loaderEsm}, ${widget.embedJs})`);
await import('./build-server.js');
