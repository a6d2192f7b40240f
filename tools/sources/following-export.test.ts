import { describe, expect, it } from 'vitest';
import { FOLLOWING_EXPORT_MAX_ENTRIES, FollowingExportError, fixMojibake, parseFollowingExport } from './following-export.js';

const classic = (names: string[]) => names.map((n) => ({ title: '', media_list_data: [], string_list_data: [{ href: `https://www.instagram.com/${n}`, value: n, timestamp: 1700000000 }] }));
const newer = (names: string[]) => names.map((n) => ({ title: n, string_list_data: [{ href: `https://www.instagram.com/_u/${n}`, timestamp: 1700000000 }] }));

describe('parseFollowingExport', () => {
  it('reads the classic wrapped shape', () => {
    const out = parseFollowingExport(JSON.stringify({ relationships_following: classic(['Zara', 'hm', 'zara']) }));
    expect(out).toEqual({ entries: 3, handles: ['zara', 'hm'], invalid: [], invalidCount: 0 });
  });

  it('reads the newer shape with the username in title, wrapped or bare', () => {
    expect(parseFollowingExport(JSON.stringify({ relationships_following: newer(['cos_stores']) })).handles).toEqual(['cos_stores']);
    expect(parseFollowingExport(JSON.stringify(newer(['cos_stores', 'arket']))).handles).toEqual(['cos_stores', 'arket']);
  });

  it('falls back to the _u/ link when neither title nor value is present', () => {
    const entry = { title: '', string_list_data: [{ href: 'https://www.instagram.com/_u/toteme/?hl=en' }] };
    expect(parseFollowingExport(JSON.stringify([entry])).handles).toEqual(['toteme']);
  });

  it('reports invalid usernames and keeps the valid ones', () => {
    const out = parseFollowingExport(JSON.stringify(classic(['a', 'x'.repeat(31), 'good.one'])));
    expect(out.handles).toEqual(['good.one']);
    expect(out.invalid).toHaveLength(2);
  });

  it('repairs mojibake', () => {
    expect(fixMojibake('caf\u00c3\u00a9')).toBe('café');
    expect(fixMojibake('plain')).toBe('plain');
  });

  it('refuses text that is not JSON, JSON of another shape, and too many entries', () => {
    expect(() => parseFollowingExport('<html>')).toThrow(FollowingExportError);
    expect(() => parseFollowingExport('{"hello": "world"}')).toThrow(/not an Instagram following export/);
    expect(() => parseFollowingExport('[{"foo": 1}, {"bar": 2}]')).toThrow(/No accounts/);
    const huge = `[${'{"title":"ab"},'.repeat(FOLLOWING_EXPORT_MAX_ENTRIES)}{"title":"cd"}]`;
    expect(() => parseFollowingExport(huge)).toThrow(/at most 100000/);
  });

  it('refuses more than 50 MB', () => {
    expect(() => parseFollowingExport(`[${' '.repeat(50 * 1024 * 1024)}]`)).toThrow(/50 MB/);
  });
});
