import { describe, expect, it } from 'vitest';
import { read } from '../../nlu/testing.js';
import type { DialogueState } from '../dialogue.js';
import { confirmsChange } from './confirmed-change.js';

const after = (latestTool: string | null): DialogueState => ({
  lastSearch: null, earlierUserTexts: [], lastHandles: [], lastHandlesAre: null, latestTool, lastSearchFound: null, lists: { products: [], influencers: [], posts: [] },
});
const confirms = (text: string, tool: string | null) => confirmsChange(text, read(text).clauses[0]!.slots, after(tool));

describe('a confirmation of the change just made', () => {
  it('agrees with a removal, an addition or a follow: nothing more', () => {
    expect(confirms('yeah the checked one, not the plain one', 'wardrobe_remove')).toBe(true);
    expect(confirms("that's right, the linen trousers", 'wardrobe.add')).toBe(true);
    expect(confirms('yup thats her', 'influencers.follow')).toBe(true);
  });
  it('is no confirmation when more is asked, or after a look-up', () => {
    expect(confirms('yes, and remove the red scarf too', 'wardrobe.remove')).toBe(false);
    expect(confirms('yes show me cheaper ones', 'dressingRoom.add')).toBe(false);
    expect(confirms('yes the black one', 'products.search')).toBe(false);
    expect(confirms('the grey one, not the black', 'wardrobe.remove')).toBe(false);
  });
});

describe('asking to add again what was just added', () => {
  it('a pronoun sent to the wardrobe right after an add calls nothing', () => {
    expect(confirms('would you stick it in my closet for me', 'wardrobe.add')).toBe(true);
    expect(confirms('can you add them to my wardrobe', 'wardrobe.add')).toBe(true);
  });
  it('a piece named, or another change before, is asked for', () => {
    expect(confirms('add a navy beanie to my wardrobe as well', 'wardrobe.add')).toBe(false);
    expect(confirms('can you add it to my wardrobe', 'wardrobe.remove')).toBe(false);
  });
});
