import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { dialogueState } from '../dialogue.js';

const search = (input: Record<string, unknown>, request: number) => ({ toolName: 'products_search', input, output: { products: [] }, isError: false, request, prep: false });

describe('going back to an earlier search', () => {
  it('runs the earlier search of the garment as it was, not the latest change to it', () => {
    const state = dialogueState([search({ text: 'blazer', category: 'Outerwear', limit: 6 }, 0), search({ text: 'blazer casual', category: 'Outerwear', limit: 6 }, 1)], ['a blazer for work', 'something less formal']);
    const [r] = understand('go back to the blazers', '2026-04-20', state);
    expect(r).toMatchObject({ kind: 'products', query: { text: 'blazer', category: 'Outerwear' } });
  });
});
