import { describe, expect, it } from 'vitest';
import { slotsOf } from './testing.js';

describe('handles, with or without "@"', () => {
  it.each([
    ['follow @camille.style', ['camille.style']],
    ['please follow camille.style now', ['camille.style']],
    ['follow camile.style', ['camille.style']],
    ['folow Camille.Style', ['camille.style']],
    ['follow oslo knits', ['oslo_knits']],
    ['follow osloknits', ['oslo_knits']],
    ['add street atelier', ['street.atelier']],
    ['unfollow lena', ['lenaminimal']],
    ["show me lena's posts", ['lenaminimal']],
    ['pause nordic layers for a while', ['nordic_layers']],
    ['put the linen edit back', ['the.linen.edit']],
    ['follow oslo knits, street atelier and milan mode', ['oslo_knits', 'street.atelier', 'milan_mode']],
    // A first name misspelt, from five letters: one edit from the start of one handle.
    ['unfollow camile', ['camille.style']],
    ['follow lenna', ['lenaminimal']],
    ['snooze camille for a week', ['camille.style']],
    ['hide lena', ['lenaminimal']],
    ['turn camille back on', ['camille.style']],
    // One slip in each part of a handle typed with its dot.
    ['folow camile.styel', ['camille.style']],
    ['follow streat.ateleir', ['street.atelier']],
    // A short clause that only adds to the turn before ("and lena too") names accounts without a verb.
    ['and lena too', ['lenaminimal']],
    ['street atelier as well', ['street.atelier']],
    // One that keeps some of it ("oh wait, only camille") too.
    ['oh wait, only camille', ['camille.style']],
  ])('%s → %o', (text, handles) => {
    expect(slotsOf(text).handles).toEqual(handles);
  });

  it.each([
    ['mute the streetwear guy for a week', ['street.atelier']],
    ['unfollow that knitwear account please', ['oslo_knits']],
    ['stop showing me the nordic one', ['nordic_layers']],
  ])('an account described by a word that starts a part of its handle: %s → %o', (text, handles) => {
    expect(slotsOf(text).handles).toEqual(handles);
  });

  it('names no account from a describing word outside talk of accounts, or from a generic part', () => {
    expect(slotsOf('show me the streetwear one').handles).toEqual([]);
    expect(slotsOf('unfollow the stylish one').handles).toEqual([]);
  });

  it('keeps a valid handle nobody knows apart from the known ones', () => {
    const slots = slotsOf('follow @new.voice and @camille.style');
    expect(slots.handles).toEqual(['camille.style']);
    expect(slots.unknownHandles).toEqual(['new.voice']);
    expect(slotsOf('follow jane_doe_99').unknownHandles).toEqual(['jane_doe_99']);
  });

  it('refuses a 200-character handle as invalid, clipped, and invents no other', () => {
    const long = `@${'x'.repeat(200)}`;
    const slots = slotsOf(`follow ${long}`);
    expect(slots.invalidHandles).toHaveLength(1);
    expect(slots.invalidHandles[0]!.length).toBeLessThanOrEqual(41);
    expect(slots.handles).toEqual([]);
    expect(slots.unknownHandles).toEqual([]);
  });

  it('reads the handles ruled out', () => {
    expect(slotsOf('follow everyone except lena').excludedHandles).toEqual(['lenaminimal']);
    const slots = slotsOf('unfollow oslo knits and street atelier but not camille.style');
    expect(slots.handles).toEqual(['oslo_knits', 'street.atelier']);
    expect(slots.excludedHandles).toEqual(['camille.style']);
  });

  it('does not take everyday words for handles', () => {
    for (const text of ['show me street style', 'a linen shirt', 'knits for oslo', 'the edit']) {
      expect(slotsOf(text).handles, text).toEqual([]);
    }
    expect(slotsOf('show me dresses').unknownHandles).toEqual([]);
    expect(slotsOf('email me at shop.com').unknownHandles).toEqual([]);
  });
});

describe('handles typed with a hyphen for their dot or underscore', () => {
  it.each([
    ['follow oslo-knits', ['oslo_knits']],
    ['unfollow street-atelier', ['street.atelier']],
  ])('%s', (text, handles) => expect(slotsOf(text).handles).toEqual(handles));

  it('reads no hyphenated garment as a handle', () => expect(slotsOf('show me a-line skirts').handles).toEqual([]));
});
