import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_SLICE, FOLLOWING_EXPORT_MAX_ENTRIES, FollowingExportError, entryUsername, fixMojibake, followingExportSteps, parseFollowingExport,
} from './following-export.js';
import { HandleCollector } from './handles.js';

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

describe('the streaming reader reads what JSON.parse reads', () => {
  /** The reader as first written: JSON.parse, then the list Object.entries would choose. */
  const reference = (text: string) => {
    let data: unknown;
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      return { error: 'The file is not valid JSON. Export your information from Instagram in JSON format, not HTML.' };
    }
    let list: unknown[] | undefined;
    if (Array.isArray(data)) list = data;
    else if (typeof data === 'object' && data !== null) {
      const lists = Object.entries(data).filter(([, v]) => Array.isArray(v));
      const preferred = lists.find(([k]) => k === 'relationships_following') ?? lists.find(([k]) => k.startsWith('relationships_'));
      list = (preferred ?? (lists.length === 1 ? lists[0] : undefined))?.[1] as unknown[] | undefined;
    }
    if (!list) return { error: 'This JSON is not an Instagram following export. Choose following.json from "Download your information" (JSON format).' };
    if (list.length > FOLLOWING_EXPORT_MAX_ENTRIES) return { error: `The export lists ${list.length} accounts; at most ${FOLLOWING_EXPORT_MAX_ENTRIES} can be imported at once.` };
    const collector = new HandleCollector();
    const usernames = list.map(entryUsername).filter((u): u is string => u !== null);
    if (list.length > 0 && usernames.length === 0) return { error: 'No accounts were found in this JSON. Choose following.json from your Instagram export.' };
    for (const u of usernames) collector.add(u);
    return { entries: list.length, handles: collector.handles, invalid: collector.invalid, invalidCount: collector.invalidCount };
  };
  const streamed = (text: string) => {
    try {
      return parseFollowingExport(text);
    } catch (error) {
      if (error instanceof FollowingExportError) return { error: error.message };
      throw error;
    }
  };

  const name = fc.oneof(fc.constantFrom('zara', 'Cos_Stores', 'a', 'caf\u00c3\u00a9', '@hm', ' ', ''), fc.string({ maxLength: 12 }));
  const entry = fc.oneof(
    fc.record({ title: name }, { requiredKeys: [] }),
    fc.record({ title: fc.constant(''), string_list_data: fc.array(fc.record({ value: name, href: name.map((n) => `https://www.instagram.com/_u/${n}`) }, { requiredKeys: [] }), { maxLength: 2 }) }),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const key = fc.constantFrom('relationships_following', 'relationships_followers', 'other', '__proto__', '5', 'title');
  const value = fc.oneof(fc.array(entry, { maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }));
  /** Built by hand so keys can repeat, as a file's can. */
  const objectText = fc.array(fc.tuple(key, value), { maxLength: 5 })
    .map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`);
  const exportText = fc.oneof(objectText, fc.array(entry, { maxLength: 8 }).map((list) => JSON.stringify(list, null, 1)));

  it('on export-shaped JSON, repeated keys included', () => {
    fc.assert(fc.property(exportText, (text) => { expect(streamed(text)).toEqual(reference(text)); }), { numRuns: 1500 });
  });

  it('on broken JSON: a character dropped, added or changed anywhere', () => {
    const broken = fc.tuple(exportText, fc.nat(), fc.constantFrom('', ',', '"', ']', '}', '{', ' ', 'x', '\n', '\u00a0', '0'), fc.boolean())
      .map(([text, at, char, replace]) => {
        const i = at % (text.length + 1);
        return text.slice(0, i) + char + text.slice(replace ? i + 1 : i);
      });
    fc.assert(fc.property(broken, (text) => { expect(streamed(text)).toEqual(reference(text)); }), { numRuns: 3000 });
  });

  it('on any JSON value and on text that is not JSON', () => {
    fc.assert(fc.property(fc.oneof(fc.json(), fc.string({ maxLength: 20 })), (text) => {
      expect(streamed(text)).toEqual(reference(text));
    }), { numRuns: 1500 });
  });
});

describe('a large export is read a slice at a time', () => {
  it('yields at least once per slice and still reads every account', () => {
    const names = Array.from({ length: 7_600 }, (_, i) => `shop_${i}`);
    const text = JSON.stringify({ relationships_following: classic(names), junk: Array.from({ length: 20_000 }, () => ({ a: [1, 2, 3] })) });
    const steps = followingExportSteps(text);
    let yields = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) yields++;
    expect(yields).toBeGreaterThanOrEqual(Math.floor(text.length / EXPORT_SLICE));
    expect(next.value.handles).toEqual(names);
  });
});
