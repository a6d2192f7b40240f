import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import type { Request } from './request.js';

const TODAY = '2026-04-20';
const read = (text: string) => understand(text, TODAY);
const searched = (r: Request | undefined) => (r?.kind === 'products' ? `${r.query.category ?? ''}:${r.query.text ?? ''}` : r?.kind);

describe('a telling sentence glued to the request after it', () => {
  it.each([
    // Context about herself whose nouns would leak into the search ("flat" is also a shoe).
    ['We just moved into a new flat and cash is short. Cheap jumpers please.', 'Tops'],
    ['My daughter thinks bright colours are silly. Could you find me a yellow raincoat?', 'Outerwear'],
    ['Honestly the last coat from here was a mistake. Show me some leather gloves.', 'Accessories'],
  ])('%s searches only what is asked', (text, category) => {
    const requests = read(text);
    expect(requests).toHaveLength(1);
    expect(searched(requests[0])).toMatch(new RegExp(`^${category}:`));
    expect(searched(requests[0])).not.toMatch(/flat|silly|mistake/);
  });

  it('keeps a telling that names what the ask points back at', () => {
    expect(read('I have an olive parka. What scarf would go with it?').map((r) => r.kind)).not.toContain('unknown');
  });

  it('keeps a telling with a number or an occasion in it', () => {
    const [r] = read("My budget's tight. It's for a christening in June. Show me dresses.");
    expect(r?.kind).not.toBe('unknown');
  });

  it('never drops the only sentence naming pieces', () => {
    const [r] = read('I wonder if you carry silk pyjamas. Mine are ancient after all these years.');
    expect(searched(r)).toMatch(/pyjama|pajama/);
  });
});
