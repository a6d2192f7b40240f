/** A JSON-LD data block. Not executable, so the CSP's script-src (self only) does not apply to it. */
import { serialiseJsonLd } from './structured-data.js';

export const JsonLd = ({ data, id }: { data: unknown; id?: string }) => (
  <script type="application/ld+json" id={id} dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />
);
