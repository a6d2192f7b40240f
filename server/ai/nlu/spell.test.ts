import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexOf } from './lexicon.js';
import { correctSpelling, isKnown } from './spell.js';
import { read, slotsOf, testLexicon } from './testing.js';

const correct = (text: string) => correctSpelling(text, indexOf(testLexicon).speller).text;

describe('spelling is corrected against the vocabulary', () => {
  it.each([
    ['shoe me gren dreses under 90', 'show me green dresses under 90'],
    ['folow camille', 'follow camille'],
    ['pls unfolow nordic layers today', 'pls unfollow nordic layers today'],
    ['follwo lena', 'follow lena'],
    ['blak jeens', 'black jeans'],
    ['a lether jaket', 'a leather jacket'],
    ['sandels for the beech', 'sandals for the beach'],
    ['cashmire jumpr', 'cashmere jumper'],
    ['a trenchcoat', 'a trench coat'],
    ['blck boots', 'black boots'],
    ['pnk wol scarf', 'pink wool scarf'],
    ['blackdresses under 50', 'black dresses under 50'],
    ['a navyblazer', 'a navy blazer'],
    ['my fave cosy jumper', 'my fave cosy jumper'],
    ['a tote with a longer strap and a hooded coat', 'a tote with a longer strap and a hooded coat'],
    ['thin straps, a hood and a raw hem', 'thin straps, a hood and a raw hem'],
    ['a lower neckline', 'a lower neckline'],
  ])('%s → %s', (text, expected) => {
    expect(correct(text)).toBe(expected);
  });

  it('leaves English words alone', () => {
    for (const text of ['i want pants', 'what do you think', 'wants a shoe rack', 'it looks pretty', 'lovely holiday vibes', 'show me lena picks', 'none in red', 'a bunch of dressy ones']) {
      expect(correct(text), text).toBe(text);
    }
  });

  it('leaves comparatives and other forms of known words alone ("pricier" is no typo of "priced")', () => {
    for (const text of ['anything pricier', 'something comfier', 'a fancier one', 'the priciest ones', 'a slimmer fit', 'bigger bags', 'a roomier tote']) {
      expect(correct(text), text).toBe(text);
    }
    // A real typo of such a word is still corrected.
    expect(correct('something cheeper please')).toBe('something cheaper please');
  });

  it('reads hyphenated words apart only before a piece: "red-dresses" is red dresses, a "top-handle bag" a bag', () => {
    expect(slotsOf('show me red-dresses')).toMatchObject({ categories: ['Dresses'], colours: ['red'] });
    expect(slotsOf('black-boots under 100')).toMatchObject({ categories: ['Shoes'], colours: ['black'] });
    expect(slotsOf('a structured brown top-handle bag').categories).toEqual(['Bags']);
    expect(slotsOf('a knee-length skirt').categories).toEqual(['Bottoms']);
  });

  it('corrects "shoe" to "show" only where "show" fits', () => {
    expect(correct('shoe me boots')).toBe('show me boots');
    expect(correct('a shoe rack')).toBe('a shoe rack');
    expect(correct('one shoe')).toBe('one shoe');
  });

  it('reads a misspelt request whole', () => {
    const slots = slotsOf('shoe me gren dreses under 90');
    expect(slots.categories).toEqual(['Dresses']);
    expect(slots.colours).toEqual(['green']);
    expect(slots.price?.max).toBe(90);
    expect(read('shoe me gren dreses under 90').corrected).toBe('show me green dresses under 90');
  });

  it('property: a vocabulary word with an inner letter dropped comes back (words of six letters or more)', () => {
    const words = ['dresses', 'jumpsuit', 'cardigan', 'leather', 'cashmere', 'burgundy', 'unfollow', 'trousers', 'sandals', 'sweater'];
    fc.assert(fc.property(fc.constantFrom(...words), fc.nat(), (word, n) => {
      // Inner letters only: "trousers" without its last letter is the word "trouser".
      const at = 1 + (n % (word.length - 2));
      const typo = word.slice(0, at) + word.slice(at + 1);
      // A typo that is itself English ("sweater" → "seater") is left as written, rightly.
      if (typo === word || isKnown(typo, indexOf(testLexicon).speller)) return;
      expect(correct(typo)).toBe(word);
    }), { numRuns: 100 });
  });
});

describe('what shoppers type', () => {
  it('leaves everyday English alone (SCOWL\'s common tiers): "station" is no "satin", "world" no "would"', () => {
    for (const text of ['a dress for the station party', 'jeans for my world tour', 'a case for my phone', 'any coffee coloured boots', 'the location is cold', 'an item for the occasion']) {
      expect(correct(text), text).toBe(text);
    }
  });

  it('keeps a vocabulary word made an adjective ("creamy", "silky") and fashion words the lists lack ("capsule", "boxy")', () => {
    for (const text of ['a creamy knit', 'something silky', 'a boxy tee', 'greenish scarves', 'a capsule wardrobe']) expect(correct(text), text).toBe(text);
  });

  it('prefers the word that sounds the same to a nearer one that does not', () => {
    expect(correct('sandles for the beech')).toBe('sandals for the beach');
    expect(correct('navy trowsers')).toBe('navy trousers');
    expect(correct('a cream cardigen')).toBe('a cream cardigan');
    // A dropped letter still wins: every typed letter is in the word, in order.
    expect(correct('a leaher jacket')).toBe('a leather jacket');
  });

  it('puts back the apostrophe of a contraction, and reads chat shorthand', () => {
    expect(correct('whats in my basket')).toBe("what's in my basket");
    expect(correct('i cant spend more than 50')).toBe("i can't spend more than 50");
    expect(correct('i need a coat 2moro')).toBe('i need a coat tomorrow');
    expect(correct('wat r the best bags')).toBe('what are the best bags');
    expect(correct('u got any black jeans')).toBe('you got any black jeans');
    expect(correct('lisbon this wkend')).toBe('lisbon this weekend');
    expect(correct('madrid for 2 wks')).toBe('madrid for 2 weeks');
    // A letter alone is shorthand only before a word.
    expect(correct('size n')).toBe('size n');
  });

  it('reads "ad" as "add" before what is added, never after an article', () => {
    expect(correct('ad the red dress to my cart')).toBe('add the red dress to my cart');
    expect(correct('ad it to my wardrobe')).toBe('add it to my wardrobe');
    expect(correct('i saw an ad the other day')).toBe('i saw an ad the other day');
    expect(correct('black shoos for a wedding')).toBe('black shoes for a wedding');
    expect(correct('a shoo rack')).toBe('a shoe rack');
  });

  it('reads vocabulary words joined by a slash apart, as alternatives, and leaves other slashes alone', () => {
    expect(correct('black/navy bags')).toBe('black / navy bags');
    expect(correct('mules/loafers')).toBe('mules / loafers');
    expect(correct('bags and/or shoes')).toBe('bags and/or shoes');
  });

  it('reads an o typed for a zero in an amount', () => {
    expect(correct('a jacket under £5o')).toBe('a jacket under £50');
    expect(correct('dresses in the 1oo-15o range')).toBe('dresses in the 100-150 range');
    expect(slotsOf('jeans under 1oo').price?.max).toBe(100);
    expect(correct('5 of them')).toBe('5 of them');
  });

  it('reads a short word\'s -ing without its doubled consonant as a typo ("weding"), not as a form of "wed"', () => {
    expect(correct('what to wear to a weding')).toBe('what to wear to a wedding');
    for (const text of ['visiting my mum', 'the opening night', 'planing a trip']) expect(correct(text), text).toBe(text);
  });

  it('splits three vocabulary words typed together', () => {
    expect(correct('whiteleathersneakers')).toBe('white leather sneakers');
  });

  it('corrects a typo of a brand word to it when it is nearer than any vocabulary word, and reads a brand typed as one word', async () => {
    const { buildLexicon } = await import('./lexicon.js');
    const speller = indexOf(buildLexicon({ handles: [], brands: ['Maison Vale', 'Forma', 'Denim Lab'] })).speller;
    expect(correctSpelling('masion vale bags', speller).text).toBe('maison vale bags');
    // As near "from" as "forma", but two letters swapped is the likelier slip.
    expect(correctSpelling('blazers from froma', speller).text).toBe('blazers from forma');
    expect(correctSpelling('denimlab jeans', speller).text).toBe('denim lab jeans');
  });

  it('reads a typo that lands on a word typed for another as that other ("sho me" → show me)', () => {
    expect(correct('sho me bags')).toBe('show me bags');
    expect(correct('whats in my dressing rom')).toBe("what's in my dressing room");
  });
});

describe('the caller\'s own words', () => {
  it('are kept and are corrected to', async () => {
    const { buildLexicon } = await import('./lexicon.js');
    const lexicon = buildLexicon({ handles: [], brands: [], words: ['capsule', 'lookbook'] });
    const speller = indexOf(lexicon).speller;
    expect(correctSpelling('my lookbook', speller).text).toBe('my lookbook');
    expect(correctSpelling('my lookbok', speller).text).toBe('my lookbook');
    expect(correct('my lookbok')).toBe('my lookbok');
  });
});

describe('shop words typed as other English words (issue 27, speller)', () => {
  it.each([
    ['a cashmere sweeter', 'a cashmere sweater'],
    ['black heals under 300', 'black heels under 300'],
    ['skinny genes', 'skinny jeans'],
    ['new cloths for work', 'new clothes for work'],
    ['wats in my cart', "what's in my cart"],
  ])('%s → %s', (text, expected) => expect(correct(text)).toBe(expected));

  it('leaves the English word where its own use is plain', () => {
    for (const text of ['is this sweeter than that', 'something a bit sweeter', 'it heals fast', 'good genes', 'cleaning cloths']) {
      expect(correct(text), text).toBe(text);
    }
  });
});

describe('hedges, opening verbs and places (issue 27, speller)', () => {
  it.each([
    ['cheap-ish earrings', 'cheap earrings'],
    ['cheapish bags', 'cheap bags'],
    ['cleer my dressing room', 'clear my dressing room'],
    ['a trip to pari next weekend', 'a trip to paris next weekend'],
  ])('%s → %s', (text, expected) => expect(correct(text)).toBe(expected));

  it('keeps an amount\'s hedge, a colour word before a piece and a place two edits off', () => {
    expect(correct('sixty-ish dollars')).toBe('sixty-ish dollars');
    expect(correct('blck boots')).toBe('black boots');
    expect(correct('a trip to atlantis')).toBe('a trip to atlantis');
    expect(correct('i want a pari of boots')).not.toContain('paris');
  });
});

describe('a word capitalised inside a sentence is a name, never put right', () => {
  const speller = () => indexOf(testLexicon).speller;
  const fix = (written: string) => correctSpelling(written.toLowerCase(), speller(), written).text;
  it.each([
    ['a long weekend in Sintra and Ohrid, what do I pack', 'sintra', 'ohrid'],
    ['heading to Bled then Gythio in august', 'bled', 'gythio'],
  ])('%s', (written, ...names) => {
    const out = fix(written);
    for (const name of names) expect(out).toContain(name);
  });
  it('a sentence\u2019s first word proves nothing: its typo is still put right', () => {
    expect(fix('Blak jeans please. Folow camille')).toBe('black jeans please. follow camille');
  });
  it('the same words in lower case are corrected as before', () => {
    expect(fix('a lether jaket for Gythio')).toBe('a leather jacket for gythio');
  });
});
