import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUICK_PICK_HANDLES } from '../../../tools/sources/quick-pick.js';
import {
  IMPORT_PREVIEW, PASTE_PREVIEW, chunk, parseExportFile, parseExportText, parsePaste, preview, quickPickHandles, runInBrowser,
  saveHandles, saveQuickPick, savedMessage,
} from './discovery-saves.js';

afterEach(() => { vi.unstubAllGlobals(); });

/** An Instagram following export in the newer shape (title holds the username), as following-export.test.ts builds it. */
const exportOf = (names: string[]) =>
  JSON.stringify({ relationships_following: names.map((n) => ({ title: n, string_list_data: [{ href: `https://www.instagram.com/_u/${n}`, timestamp: 1700000000 }] })) });

const fileOf = (text: string, name = 'following.json') => ({ name, size: new TextEncoder().encode(text).length, text: () => Promise.resolve(text) });

describe('previews and batches', () => {
  it('shows the first N and counts the rest', () => {
    const items = Array.from({ length: 75 }, (_, i) => `h${i}`);
    expect(preview(items, PASTE_PREVIEW)).toEqual({ shown: items.slice(0, 30), more: 45 });
    expect(preview(items, IMPORT_PREVIEW).more).toBe(35);
    expect(preview(items.slice(0, 3), 30)).toEqual({ shown: items.slice(0, 3), more: 0 });
  });

  it('chunks in order without losing or repeating an item', () => {
    const items = Array.from({ length: 1001 }, (_, i) => i);
    const parts = chunk(items, 500);
    expect(parts.map((p) => p.length)).toEqual([500, 500, 1]);
    expect(parts.flat()).toEqual(items);
    expect(() => chunk(items, 0)).toThrow(RangeError);
  });

  it('lists the Quick Pick handles alphabetically, all of them', () => {
    const list = quickPickHandles();
    expect(list).toHaveLength(QUICK_PICK_HANDLES.length);
    expect(list.length).toBeGreaterThanOrEqual(25);
    expect([...list].sort((a, b) => a.localeCompare(b))).toEqual(list);
  });

  it('words the outcome', () => {
    expect(savedMessage({ added: 1, skipped: 0 })).toBe('Saved 1 account.');
    expect(savedMessage({ added: 3, skipped: 2 })).toBe('Saved 3 accounts; 2 were already followed.');
  });
});

describe('reading what the shopper gives', () => {
  it('counts unique handles in a paste, case-insensitively, and reports invalid ones', async () => {
    const out = await parsePaste('@Zara zara https://www.instagram.com/cos/ @x @' + 'y'.repeat(31));
    expect(out).toMatchObject({ ok: true, handles: ['zara', 'cos'], invalidCount: 2 });
    expect(await parsePaste('')).toMatchObject({ ok: true, handles: [] });
  });

  it('reads a following export and refuses malformed ones with the reason', async () => {
    const names = Array.from({ length: 120 }, (_, i) => `shop_${i}`);
    expect(await parseExportText(exportOf([...names, 'SHOP_1']))).toMatchObject({ ok: true, handles: names, entries: 121 });
    expect(await parseExportText('<html>')).toEqual({ ok: false, message: expect.stringMatching(/not valid JSON/) });
    expect(await parseExportText('{"hello":"world"}')).toEqual({ ok: false, message: expect.stringMatching(/not an Instagram following export/) });
    expect(await parseExportText('[{"foo":1}]')).toEqual({ ok: false, message: expect.stringMatching(/No accounts/) });
  });

  it('refuses an empty or oversized file before reading it', async () => {
    const text = vi.fn(() => Promise.resolve('[]'));
    expect(await parseExportFile({ name: 'big.json', size: 50 * 1024 * 1024 + 1, text })).toEqual({ ok: false, message: expect.stringMatching(/larger than 50 MB/) });
    expect(await parseExportFile({ name: 'empty.json', size: 0, text })).toEqual({ ok: false, message: 'empty.json is empty.' });
    expect(text).not.toHaveBeenCalled();
    expect(await parseExportFile(fileOf(exportOf(['arket', 'toteme'])))).toMatchObject({ ok: true, handles: ['arket', 'toteme'] });
  });

  it('hands the thread back while reading a big export and can be abandoned', async () => {
    const names = Array.from({ length: 60_000 }, (_, i) => `account_${i}`);
    const big = exportOf(names);
    let ticks = 0;
    const timer = setInterval(() => { ticks++; }, 0);
    const out = await parseExportText(big);
    clearInterval(timer);
    expect(out.ok && out.handles.length).toBe(60_000);
    expect(ticks).toBeGreaterThan(0);
    const controller = new AbortController();
    controller.abort();
    function* endless(): Generator<void, never, void> { for (;;) yield; }
    await expect(runInBrowser(endless(), controller.signal)).rejects.toThrow();
  });
});

describe('saving through the tools', () => {
  const stub = () => {
    const calls: { tool: string; input: Record<string, unknown> }[] = [];
    vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit) => {
      const tool = decodeURIComponent(path.replace('/api/tools/', ''));
      const input = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ tool, input });
      const handles = (input.handles as string[] | undefined) ?? [];
      const body = tool === 'sources.add' ? { added: [], skipped: [], invalid: [], invalidCount: 0 }
        : { added: handles.filter((h) => h !== 'zara'), skipped: handles.filter((h) => h === 'zara'), invalid: [], unknown: [] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }));
    return calls;
  };

  it('follows 500 at a time, reporting progress, then keeps the sources in one sources.add call', async () => {
    const calls = stub();
    const handles = ['zara', ...Array.from({ length: 1100 }, (_, i) => `shop_${i}`)];
    const progress: number[] = [];
    const out = await saveHandles(handles, (p) => progress.push(p.done));
    // Following first: keeping a source also follows it (in the database), and then the follow tool
    // would find nothing new to count or refresh.
    expect(calls.map((c) => c.tool)).toEqual(['influencers.follow', 'influencers.follow', 'influencers.follow', 'sources.add']);
    expect((calls[3]!.input.text as string).split('\n')).toHaveLength(1101);
    expect(calls.slice(0, 3).map((c) => (c.input.handles as string[]).length)).toEqual([500, 500, 101]);
    expect(calls.slice(0, 3).flatMap((c) => c.input.handles as string[])).toEqual(handles);
    expect(progress).toEqual([0, 500, 1000, 1101]);
    expect(out).toEqual({ added: 1100, skipped: 1 });
  });

  it('needs at least one handle, and sends Quick Pick through sources.quickPick', async () => {
    const calls = stub();
    await expect(saveHandles([])).rejects.toThrow('Select at least one account.');
    await expect(saveQuickPick([])).rejects.toThrow('Select at least one account.');
    expect(calls).toEqual([]);
    expect(await saveQuickPick(['cos', 'zara'])).toEqual({ added: 1, skipped: 1 });
    expect(calls).toEqual([{ tool: 'sources.quickPick', input: { handles: ['cos', 'zara'] } }]);
  });

  it('stops at the first failure and surfaces the server message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'invalid_input', message: 'The text is larger than 50 MB.' }), { status: 400 })));
    await expect(saveHandles(['zara'])).rejects.toThrow('The text is larger than 50 MB.');
  });
});
