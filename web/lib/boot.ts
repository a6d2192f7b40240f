/**
 * What the server wrote into this page about who is signed in (shared/boot.ts). Absent under the
 * Vite dev server and when the server could not read the session: the app then asks
 * /api/auth/get-session as before.
 */
import { BOOT_ELEMENT_ID, parseBootText, type BootPayload } from '../../shared/boot.js';

export const bootPayload = (doc: Document | undefined = globalThis.document): BootPayload | null =>
  doc ? parseBootText(doc.getElementById(BOOT_ELEMENT_ID)?.textContent) : null;
