/**
 * What the server writes into the web app's HTML for the app to read before its first render: who
 * is signed in (or that nobody is), so a signed-in page never waits for a session round trip before
 * it asks for its data. A JSON data block (`<script type="application/json">`), which the browser
 * never runs, so the Content-Security-Policy's `script-src 'self'` stands.
 */
import { z } from 'zod';

export const BOOT_ELEMENT_ID = 'atelier-boot';

const bootSessionSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() }),
  session: z.object({ id: z.string(), expiresAt: z.string() }),
});
export type BootSession = z.infer<typeof bootSessionSchema>;

const bootPayloadSchema = z.object({ session: bootSessionSchema.nullable() });
export type BootPayload = z.infer<typeof bootPayloadSchema>;

/**
 * The payload as the text of a script element: `<`, `>`, `&` and the two JavaScript line separators
 * are escaped, so no value (a name of "</script><script>…") can end the element or start markup.
 */
export const bootScriptText = (payload: BootPayload): string =>
  JSON.stringify(payload).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The element to put in the page's head. */
export const bootElement = (payload: BootPayload): string =>
  `<script type="application/json" id="${BOOT_ELEMENT_ID}">${bootScriptText(payload)}</script>`;

/** Reads the payload back from the element's text; anything malformed reads as "no payload". */
export const parseBootText = (text: string | null | undefined): BootPayload | null => {
  if (!text) return null;
  try {
    const parsed = bootPayloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
