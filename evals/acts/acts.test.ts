import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toolCatalogue } from '../../tools/registry.js';
import { leakedMessages, trainingStrings } from '../heldout-leaks.js';
import { loadRound, parseConversation } from './corpus.js';
import { actOfCall, actsOfCalls, normaliseActs } from './labels.js';
import { validateCase } from '../runner.js';
import { stateOfWorld } from './world.js';

describe('acts of calls', () => {
  it('names what a turn did in a shopper’s terms, a pause or a resume by the call’s own argument', () => {
    expect(actsOfCalls([{ name: 'products.search' }, { name: 'wardrobe.add' }])).toEqual(['search', 'wardrobe_add']);
    expect(actOfCall({ name: 'influencers.setActive', input: { handle: 'lenaminimal', active: false } })).toBe('pause');
    expect(actOfCall({ name: 'influencers.setActive', input: { handle: 'lenaminimal', active: true } })).toBe('resume');
    expect(actsOfCalls([])).toEqual(['none']);
  });

  it('counts carting as the save it implies, and a read that prepares a change of the same room as part of the change', () => {
    expect(actsOfCalls([{ name: 'dressingRoom.list' }, { name: 'dressingRoom.add' }, { name: 'dressingRoom.toggleCart' }])).toEqual([
      'cart',
    ]);
    expect(actsOfCalls([{ name: 'wardrobe.list' }, { name: 'wardrobe.remove' }])).toEqual(['wardrobe_remove']);
    // A read with no change of its room is what was asked.
    expect(actsOfCalls([{ name: 'wardrobe.list' }, { name: 'dressingRoom.add' }])).toEqual(['save', 'wardrobe_list']);
    expect(normaliseActs(['none', 'search'])).toEqual(['search']);
    // The look-up of a named piece before its likeness is how the likeness is found.
    expect(actsOfCalls([{ name: 'products.search' }, { name: 'products.similar' }])).toEqual(['similar']);
  });

  it('knows every tool the chat can call, so a renamed tool cannot silently score as nothing', () => {
    const chat = toolCatalogue.filter((t) => t.chatDoor !== false).map((t) => t.name);
    expect(chat.filter((name) => actOfCall({ name }) === null)).toEqual([]);
  });
});

describe('labelled conversations', () => {
  it('read messages and their acts, line breaks written as \\n', () => {
    const c = parseConversation('find me a red dress ## search || save the 2nd\\nthanks ## save+cart', 'x-001', 'x');
    expect(c.turns).toEqual([
      { user: 'find me a red dress', acts: ['search'] },
      { user: 'save the 2nd\nthanks', acts: ['cart'] },
    ]);
  });

  it('refuse a message with no label or an act the table does not have', () => {
    expect(() => parseConversation('hello there', 'x-001', 'x')).toThrow(/no " ## " label/);
    expect(() => parseConversation('hello ## greet', 'x-001', 'x')).toThrow(/unknown act greet/);
  });

  it.each(['dev', 'heldout'])('load whole in the %s round', (round) => {
    const { conversations, refused } = loadRound(fileURLToPath(new URL(`./${round}`, import.meta.url)));
    expect(refused).toEqual([]);
    expect(conversations.length).toBeGreaterThan(1000);
  });
});

/**
 * Below five words a request is what any two writers say alike ("what can you do", "how much is it", "take the
 * tote out"): thousands of turns written apart from the team's files share such phrases by chance, not by copying.
 */
const LONG_ENOUGH = 5;
/**
 * Everyday requests the round's writers wrote word for word as the team's tests already had them (written before
 * the round existed). They stay in the round, their eight turns count as seen; every other request is checked.
 */
const SAID_BEFORE = new Set([
  'first one in my cart',
  'swap the boots for sneakers',
  "what's in my dressing room",
  'how many dresses do i own',
  'way too pricey for me',
  'add it to my cart',
  'save the green silk scarf',
  'how many bags have i got',
]);

describe('the shopper’s world', () => {
  it('is a valid starting state: her wardrobe rows, saved catalogue pieces and the cart among them', () => {
    const setup = stateOfWorld('furnished');
    expect(() => validateCase({ description: 'world', setup, turns: [{ user: 'hi', calls: [] }] }, 'world')).not.toThrow();
    expect(setup.tables?.wardrobe_items?.length).toBeGreaterThan(10);
    expect(setup.cart?.every((name) => setup.saved?.includes(name))).toBe(true);
    expect(stateOfWorld('empty')).toEqual({});
  });
});

describe('the held-out round', () => {
  it('has no request of five words or more inside the strings the stylist is built from', () => {
    const { conversations } = loadRound(fileURLToPath(new URL('./heldout', import.meta.url)));
    const messages = conversations
      .flatMap((c) => c.turns.map((t) => t.user))
      .filter((m) => m.trim().split(/\s+/).length >= LONG_ENOUGH && !SAID_BEFORE.has(m.trim().toLowerCase()));
    const strings = ['../../server/ai/local', '../../server/ai/skills', '../../server/ai/nlu']
      .map((d) => fileURLToPath(new URL(d, import.meta.url)))
      .flatMap(trainingStrings);
    expect(leakedMessages(messages, strings)).toEqual([]);
  });
});
