import { describe, expect, it } from 'vitest';
import { createFileUrlSigner, SIGNED_URL_SECONDS } from './signing.js';

const ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const T0 = new Date('2026-05-01T12:00:00Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const partsOf = (url: string) => {
  const u = new URL(url, 'http://x');
  return { path: u.pathname, expires: u.searchParams.get('expires') ?? undefined, signature: u.searchParams.get('signature') ?? undefined };
};

describe('signed file URLs', () => {
  const signer = createFileUrlSigner('a-secret-of-at-least-thirty-two-characters');

  it('work for the photo they name until they expire', () => {
    const { url, expiresAt } = signer.sign(ID, T0);
    const { path, expires, signature } = partsOf(url);
    expect(path).toBe(`/api/files/${ID}`);
    expect(expiresAt).toEqual(later(SIGNED_URL_SECONDS));
    expect(signer.verify(ID, expires, signature, later(SIGNED_URL_SECONDS - 1))).toBe(true);
    expect(signer.verify(ID, expires, signature, later(SIGNED_URL_SECONDS))).toBe(false);
  });

  it('refuse another photo, a moved expiry, a changed signature, another secret and missing parts', () => {
    const { expires, signature } = partsOf(signer.sign(ID, T0).url);
    expect(signer.verify('00000000-0000-4000-8000-000000000000', expires, signature, T0)).toBe(false);
    expect(signer.verify(ID, String(Number(expires) + 60), signature, T0)).toBe(false);
    expect(signer.verify(ID, expires, `${signature!.slice(0, -2)}AA`, T0)).toBe(false);
    expect(createFileUrlSigner('another-secret-of-at-least-thirty-two-chars').verify(ID, expires, signature, T0)).toBe(false);
    expect(signer.verify(ID, undefined, signature, T0)).toBe(false);
    expect(signer.verify(ID, expires, undefined, T0)).toBe(false);
    expect(signer.verify(ID, '1e12', signature, T0)).toBe(false);
  });
});
