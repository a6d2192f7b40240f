/**
 * The ES module build: `import { Atelier } from 'https://HOST/widget.mjs'; Atelier.init({ partner: 'pk_...' })`.
 * The server is the one the module came from.
 */
import { createWidget } from './widget.js';

performance.mark?.('atelier:script');
export const Atelier = createWidget(new URL(import.meta.url).origin);
export default Atelier;
