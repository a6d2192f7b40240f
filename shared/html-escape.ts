/**
 * Text made safe to place in HTML: element content and quoted attribute values, and JSON inside a
 * `<script type="application/ld+json">` data block. The server writes them into pages it serves and
 * the web app into the document; both read them here.
 */

/** Element text or a quoted attribute value: the five characters that could end either become references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * JSON safe inside <script>: '<', '>', '&' and the JS line separators become escapes, so no value
 * (a product named `</script><script>…`) can close the element or start a comment.
 */
export const serialiseJsonLd = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
