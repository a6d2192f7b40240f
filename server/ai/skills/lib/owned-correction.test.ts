import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { emptyState, type DialogueState } from '../dialogue.js';

const TODAY = '2026-04-20';
const afterAdding = (item_name: string): DialogueState => ({ ...emptyState(), latestTool: 'wardrobe.add', latest: { input: { item_name }, output: null } });

describe('a detail of a piece she owns, put right, is a correction of that row', () => {
  it.each([
    ['the skirt I logged is really khaki, not green, please sort it', { target: 'green skirt', changes: { color: 'khaki' } }],
    ['my navy cardigan is by Arket, not COS, can you change it', { target: 'navy cardigan', changes: { brand: 'Arket' } }],
    ['the loafers in my closet are actually burgundy rather than brown', { target: 'brown loafers', changes: { color: 'burgundy' } }],
    ['I put my parka in as grey but it is light khaki, fix please', { target: 'grey parka', changes: { color: 'light khaki' } }],
    ['wrong label on my trainers: it says Vans but they are New Balance', { target: 'trainers', changes: { brand: 'New Balance' } }],
    ['my cream shirt, the one in my wardrobe, is from Reformation not Zara', { target: 'cream shirt', changes: { brand: 'Reformation' } }],
  ])('%s', (text, expected) => expect(understand(text, TODAY)).toMatchObject([{ kind: 'wardrobe.update', ...expected }]));

  it('keeps a maker\u2019s name as written, never spell-corrected', () =>
    expect(understand('my boots are listed wrong, they are Dr Martens not Forma', TODAY)).toMatchObject([{ kind: 'wardrobe.update', changes: { brand: 'Dr Martens' } }]));
});

describe('right after adding a piece, telling its detail corrects it', () => {
  it.each([
    ['wait, the scarf is mustard not yellow', 'Yellow Scarf', { target: 'yellow scarf', changes: { color: 'mustard' } }],
    ['hmm actually it\u2019s more plum than purple', 'Purple Jumper', { target: 'Purple Jumper', changes: { color: 'plum' } }],
    ['oh and they\u2019re from Veja', 'Canvas Plimsolls', { target: 'Canvas Plimsolls', changes: { brand: 'Veja' } }],
  ])('%s', (text, added, expected) => expect(understand(text, TODAY, afterAdding(added))).toMatchObject([{ kind: 'wardrobe.update', ...expected }]));
});

describe('what is no correction of her wardrobe', () => {
  it.each([
    'I need a navy coat, not a black one',
    'show me my grey blazer but in charcoal',
    'what goes with my navy skirt, not black shoes please',
    'add my new coat from Zara, not the Mango one',
    'is my grey blazer actually charcoal?',
    'blue jeans from Denim Lab, not black',
    'sorry, wrong word: I donated my green parka, take it off',
  ])('%s', (text) => expect(understand(text, TODAY).map((r) => r.kind)).not.toContain('wardrobe.update'));
});
