import { describe, expect, it } from 'vitest';
import { joinedPhrase, piecesNamed } from './named-pieces.js';
import type { Request } from './request.js';
import { resolveAcrossClauses, type SaidClause } from './same-message.js';

const clause = (text: string): SaidClause => ({ text, handles: [] });

/** A reread that records what it was asked to read and answers from a table. */
const rereader = (answers: Record<string, Request>) => {
  const asked: string[] = [];
  return { asked, reread: (text: string): Request | null => { asked.push(text); return answers[text] ?? null; } };
};

describe('the pieces a text names', () => {
  it.each([
    ['I picked up a navy wool peacoat, a striped linen shirt and three plain tees', ['navy wool peacoat', 'striped linen shirt', 'three plain tees']],
    ['two red scarves and a belt', ['two red scarves', 'belt']],
    ['a new green parka', ['green parka']],
    ['a pair of white sneakers', ['white sneakers']],
  ])('%s → %o', (text, expected) => expect(piecesNamed(text)).toEqual(expected));

  it('what follows "with" is a detail of the piece before, not a piece of its own', () => {
    expect(piecesNamed('grey suede loafers with a tassel')).toEqual(['grey suede loafers']);
  });

  it('a count in front keeps the piece as that many', () => {
    expect(piecesNamed('I own two cotton shirts')).toEqual(['two cotton shirts']);
  });

  it.each(['please add it', 'i gave them away', 'remove both of those', 'thanks so much'])('%s names no piece', (text) => {
    expect(piecesNamed(text)).toEqual([]);
  });

  it('joins pieces with "and", no commas', () => {
    expect(joinedPhrase(['olive bomber jacket', 'knit beanie'])).toBe('olive bomber jacket and knit beanie');
    expect(joinedPhrase(['olive bomber jacket'])).toBe('olive bomber jacket');
  });
});

describe('a pronoun on a wardrobe change is the pieces named just before', () => {
  it('"it" in a later clause is the piece an earlier clause of the message named, read again from its verb', () => {
    const add: Request = { kind: 'wardrobe.add', item: { item_name: 'Olive Bomber Jacket', category: 'Outerwear' } } as Request;
    const { asked, reread } = rereader({ 'add olive bomber jacket to my wardrobe': add });
    const out = resolveAcrossClauses([{ kind: 'unknown' }, { kind: 'wardrobe.add' } as Request], [clause('I just got an olive bomber jacket'), clause('please add it')], reread);
    expect(asked).toEqual(['add olive bomber jacket to my wardrobe']);
    expect(out[1]).toEqual(add);
  });

  it('"them" with no piece in the message is the pieces of the message before, all of them', () => {
    const remove: Request = { kind: 'wardrobe.remove', target: 'brown chelsea boots and knit beanie' } as Request;
    const { asked, reread } = rereader({ 'remove brown chelsea boots and knit beanie from my wardrobe': remove });
    const out = resolveAcrossClauses([{ kind: 'wardrobe.remove', target: 'them' } as Request], [clause('remove them from my wardrobe')], reread, 'I sold my brown chelsea boots and a knit beanie');
    expect(asked).toEqual(['remove brown chelsea boots and knit beanie from my wardrobe']);
    expect(out).toEqual([remove]);
  });

  it('a maker said aside after the pointer is the brand of the one piece', () => {
    const { asked, reread } = rereader({});
    resolveAcrossClauses([{ kind: 'unknown' }, { kind: 'wardrobe.add' } as Request, { kind: 'unknown' }], [clause('I have a rust knit cardigan'), clause('add it'), clause("it's by Nordhaven")], reread);
    expect(asked).toEqual(['add rust knit cardigan from Nordhaven to my wardrobe']);
  });

  it('a pronoun with no earlier piece, in the message or before, resolves to nothing', () => {
    const { asked, reread } = rereader({});
    const pointer = { kind: 'wardrobe.add' } as Request;
    const out = resolveAcrossClauses([{ kind: 'unknown' }, pointer], [clause('hi there'), clause('add it')], reread);
    expect(asked).toEqual([]);
    expect(out[1]).toBe(pointer);
  });

  it('a reread that comes back as another kind of change is not taken', () => {
    const { reread } = rereader({ 'remove striped linen shirt from my wardrobe': { kind: 'wardrobe.add', item: { item_name: 'Striped Linen Shirt', category: 'Tops' } } as Request });
    const pointer = { kind: 'wardrobe.remove', target: 'it' } as Request;
    const out = resolveAcrossClauses([{ kind: 'unknown' }, pointer], [clause('the striped linen shirt shrank'), clause('remove it')], reread);
    expect(out[1]).toBe(pointer);
  });
});
