import { describe, expect, it } from 'vitest';
import { slotsOf } from '../../nlu/testing.js';
import { queryOf } from './query-slots.js';
import { kindsOf } from './garment-kinds.js';

const textOf = (message: string) => queryOf(slotsOf(message))?.text ?? '';

describe('family nouns search for their members as the shopper means them', () => {
  it('"pants" asks for trousers and jeans too; "trousers" is searched as said', () => {
    expect(kindsOf('pants')).toContain('jeans');
    expect(textOf('do you have pants?').split(' or ')).toEqual(expect.arrayContaining(['pants', 'trousers', 'jeans']));
    expect(textOf('show me trousers')).toBe('trousers');
    expect(kindsOf('jeans')).toEqual([]);
  });

  it('a colour joins each member ("blue pants" → blue jeans among them)', () => {
    expect(textOf('blue pants please').split(' or ')).toEqual(expect.arrayContaining(['blue pants', 'blue jeans']));
  });
});
