import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { dialogueState } from '../dialogue.js';
import { containerInPlay, placeIsPronoun, pronounPlaceOf } from './place-in-play.js';
import type { SeenResult } from './plan-core.js';

const TODAY = '2026-04-20';
const seen = (toolName: string, input: unknown, output: unknown): SeenResult => ({ toolName, input, output, isError: false, request: 0, prep: false });
const roomListed = dialogueState([seen('dressingRoom_list', { inCartOnly: false }, { items: [{ id: 'r1', product_name: 'Olive Suede Loafers', is_in_cart: false }] })], ['whats saved']);
const tripPlanned = dialogueState([seen('trips_plan', { destination: 'Porto' }, { trip: { id: 't1' } })], ['porto for a long weekend in may']);
const wardrobeListed = dialogueState([seen('wardrobe_list', { limit: 200 }, { items: [] })], ['list my clothes']);
const roomOnlyTold = dialogueState([], ['my wish list needs a clear-out']);

describe('a removal whose place is a pronoun', () => {
  it('the pronoun after a preposition of taking out is a place; a place named is not a pronoun', () => {
    for (const text of ['lose the mules out of there', 'ditch the belt from it please', 'chuck the tee off that']) expect(placeIsPronoun(text)).toBe(true);
    for (const text of ['remove the mules from my wardrobe', 'delete it', 'take the belt out of my basket']) expect(placeIsPronoun(text)).toBe(false);
  });
  it('stands for what was last shown, else the container the shopper named', () => {
    expect(containerInPlay(roomListed)).toBe('dressingRoom');
    expect(containerInPlay(tripPlanned)).toBe('trip');
    expect(containerInPlay(roomOnlyTold)).toBe('dressingRoom');
    expect(pronounPlaceOf('bin the loafers from there', dialogueState([], ['nothing in play']))).toBe('unknown');
  });
  it('after the dressing room, the piece leaves the dressing room, never the wardrobe', () => {
    for (const text of ['could you bin the loafers from it', 'lose the loafers out of there']) {
      const kinds = understand(text, TODAY, roomListed).map((r) => r.kind);
      expect(kinds).toContain('dressingRoom.remove');
      expect(kinds).not.toContain('wardrobe.remove');
    }
  });
  it('a room only talked about is still the place', () => {
    expect(understand('drop the linen shirt out of there', TODAY, roomOnlyTold).map((r) => r.kind)).toEqual(['dressingRoom.remove']);
  });
  it('after a trip, nothing is taken from the wardrobe: the trip cannot be edited piece by piece, and says so', () => {
    expect(understand('ditch the loafers from it', TODAY, tripPlanned)).toEqual([{ kind: 'chat', intent: 'tripPiece' }]);
  });
  it('with nothing in play, no room is guessed for the pronoun', () => {
    expect(understand('get rid of the loafers out of there', TODAY).map((r) => r.kind)).not.toContain('wardrobe.remove');
  });
  it('after the wardrobe, the wardrobe is the place', () => {
    expect(understand('toss the striped tee from it', TODAY, wardrobeListed).map((r) => r.kind)).toEqual(['wardrobe.remove']);
  });
});
