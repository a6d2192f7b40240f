/**
 * Signed, expiring file URLs for places that cannot send the session cookie. The signature is an
 * HMAC-SHA256 (node:crypto) over the upload id and the expiry, keyed by a key derived from
 * BETTER_AUTH_SECRET for this one purpose, compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { uploadFileUrl } from '../../tools/analysis/contracts.js';

/** How long a signed URL works; matches the files' cache lifetime (spec: 3600 s). */
export const SIGNED_URL_SECONDS = 3600;

export interface FileUrlSigner {
  sign(uploadId: string, now: Date): { url: string; expiresAt: Date };
  verify(uploadId: string, expires: string | undefined, signature: string | undefined, now: Date): boolean;
}

export const createFileUrlSigner = (secret: string): FileUrlSigner => {
  const key = createHmac('sha256', secret).update('atelier file urls v1').digest();
  const mac = (uploadId: string, expires: number) => createHmac('sha256', key).update(`${uploadId.toLowerCase()}.${expires}`).digest();
  return {
    sign(uploadId, now) {
      const expires = Math.floor(now.getTime() / 1000) + SIGNED_URL_SECONDS;
      const signature = mac(uploadId, expires).toString('base64url');
      return { url: `${uploadFileUrl(uploadId)}?expires=${expires}&signature=${signature}`, expiresAt: new Date(expires * 1000) };
    },
    verify(uploadId, expires, signature, now) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      const at = Number(expires);
      if (at * 1000 <= now.getTime()) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(uploadId, at);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};
