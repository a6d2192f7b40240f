import { describe, expect, it } from 'vitest';
import { buildLexicon, readMessage } from './index.js';

const lexicon = buildLexicon({ handles: ['@Camille.Style', 'oslo_knits'], brands: ['Arket'] });
const context = { today: '2026-05-06', lexicon };

describe('readMessage', () => {
  it('returns a reading with one clause for a plain message', () => {
    const r = readMessage('Show me  dresses', context);
    expect(r.raw).toBe('Show me  dresses');
    expect(r.clauses.length).toBeGreaterThanOrEqual(1);
    expect(r.corrected).toBe('show me dresses');
  });

  it('normalises the lexicon handles', () => {
    expect(lexicon.handles).toEqual(['camille.style', 'oslo_knits']);
  });
});
