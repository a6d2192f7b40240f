/** `npm run build`: the web app (always a production build) into dist/web, then the server bundle. */
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-web.js';

buildWeb(fileURLToPath(new URL('..', import.meta.url)));
await import('./build-server.js');
