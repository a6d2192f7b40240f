import { describe, expect, it } from 'vitest';
import { authPathFor, safeNextPath } from './redirect.js';

describe('safeNextPath', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(safeNextPath('/home')).toBe('/home');
    expect(safeNextPath('/style?tab=wardrobe#x')).toBe('/style?tab=wardrobe#x');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'home', '/\t/evil', '', null, undefined, '/auth', '/auth?next=/home'])(
    'refuses %s',
    (raw) => {
      const out = safeNextPath(raw as string | null | undefined);
      expect(out).toBe('/');
    },
  );

  it('encodes the return path for /auth', () => {
    expect(authPathFor('/home')).toBe('/auth?next=%2Fhome');
    expect(authPathFor('/')).toBe('/auth');
    expect(authPathFor('//evil')).toBe('/auth');
  });
});
