// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, bootElement, bootScriptText, parseBootText, type BootPayload } from '../../shared/boot.js';
import { bootPayload } from './boot.js';

const signedIn: BootPayload = {
  session: { user: { id: 'u1', email: 'ada@example.com', name: '</script><script>alert(1)</script>', emailVerified: true }, session: { id: 's1', expiresAt: '2030-01-01T00:00:00.000Z' } },
};

describe('the session a page carries', () => {
  it('cannot end its script element or start markup, whatever a name holds', () => {
    const element = bootElement(signedIn);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element.endsWith('</script>')).toBe(true);
    expect(bootScriptText(signedIn)).not.toMatch(/[<>&\u2028\u2029]/);
    expect(bootScriptText({ session: { ...signedIn.session!, user: { ...signedIn.session!.user, name: 'a\u2028b & c' } } })).toContain('a\\u2028b \\u0026 c');
  });

  it('reads back as it was written, and anything malformed as no payload', () => {
    expect(parseBootText(bootScriptText(signedIn))).toEqual(signedIn);
    expect(parseBootText(bootScriptText({ session: null }))).toEqual({ session: null });
    for (const bad of [null, '', '{', '{"session":{"user":{}}}', '[]', '{"session":"admin"}']) expect(parseBootText(bad)).toBeNull();
  });

  it('is read from the page the server wrote, and is nothing where the page has none', () => {
    const page = document.implementation.createHTMLDocument('Atelier');
    expect(bootPayload(page)).toBeNull();
    page.head.insertAdjacentHTML('beforeend', bootElement(signedIn));
    expect(page.getElementById(BOOT_ELEMENT_ID)?.getAttribute('type')).toBe('application/json');
    expect(bootPayload(page)).toEqual(signedIn);
  });
});
