/**
 * The stylist entry point with a page context (a partner shop's product page, as the widget passes
 * it): "style this" and the like call page_look and the reply is read off its result; other
 * requests keep their own tools; without a page nothing is styled. Driven through runStylistTurn
 * on atelier-local, so the behaviour holds whichever part of atelier-local answers it.
 */
import type { ModelMessage } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalClock, seedEvalWorld } from '../../evals/fixtures.js';
import type { LookAnalysis } from '../../tools/looks/contracts.js';
import { findTool } from '../../tools/registry.js';
import { runTool } from '../../tools/run.js';
import { users } from '../db/schema.js';
import { silentLogger } from '../log.js';
import { createTestDatabase, type TestDatabase } from '../test/db.js';
import { createLocalModel } from './local/model.js';
import { PAGE_LOOK_TOOL, type PageContext } from './page-context.js';
import { runStylistTurn } from './stylist.js';

let database: TestDatabase;
const shopper = 'page-context-shopper';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedEvalWorld(database.db);
  await database.db.insert(users).values({ id: shopper, name: 'Ann', email: 'ann@page-context.test', emailVerified: true });
  // Through the tool, so the piece gets its style vector as a shopper's would.
  const added = await runTool(findTool('wardrobe.add')!, { item_name: 'Sand Linen Jacket', category: 'Outerwear', color: 'beige', brand: 'Maison Lune', notes: 'A sand linen jacket.' }, { db: database.db, userId: shopper, now: evalClock, log: silentLogger });
  if (!added.ok) throw added.error;
}, 60_000);
afterAll(async () => { await database.close(); });

const dress: PageContext = { product: { name: 'Linen Wrap Dress', brand: 'Maison Lune', price: 129, currency: 'USD', category: 'Dresses', description: 'A sand linen wrap dress.' } };

const turn = (text: string, page: PageContext | null, userId: string | null = null) => {
  const messages: ModelMessage[] = [{ role: 'user', content: text }];
  return runStylistTurn({ model: createLocalModel({ now: evalClock }), ctx: { db: database.db, userId, now: evalClock, log: silentLogger }, messages, page });
};

const dollars = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

describe('the stylist with the page\'s product as context', () => {
  it('styles the page product for the ways shoppers ask, answering from page_look\'s result only', async () => {
    for (const text of ['Style this', 'what goes with this?', 'What would go with it', 'what should I wear with it?', 'how do I pair this', 'complete the look', 'help me style it']) {
      const r = await turn(text, dress);
      expect(r.calls.map((c) => c.name), text).toEqual([PAGE_LOOK_TOOL]);
      expect(r.calls[0]).toMatchObject({ input: {}, ok: true });
      const look = r.calls[0]!.output as LookAnalysis;
      expect(look.anchor?.name).toBe('Linen Wrap Dress');
      expect(r.reply, text).toContain('Here\'s what goes with the Linen Wrap Dress:');
      // Each missing piece the reply names is the tool's closest alternative, at its price.
      const best = look.missingPieces.flatMap((m) => [...m.alternatives].sort((a, b) => b.similarity - a.similarity).slice(0, 1));
      expect(best.length).toBeGreaterThan(0);
      // Its name, brand and price as the tool gave them (with or without cents).
      const named = `${best[0]!.name} by ${best[0]!.brand}, `;
      const price = dollars(best[0]!.price);
      expect([named + price, named + price.replace(/\.00$/, '')].some((text) => r.reply.includes(text)), r.reply).toBe(true);
    }
  });

  it('names the shopper\'s own pieces the look found, only for a signed-in shopper', async () => {
    const signedIn = await turn('what goes with this?', dress, shopper);
    const look = signedIn.calls[0]!.output as LookAnalysis;
    expect(look.ownedPieces.map((p) => p.name)).toContain('Sand Linen Jacket');
    expect(signedIn.reply).toContain('From your wardrobe: Sand Linen Jacket.');
    const guest = await turn('what goes with this?', dress, null);
    expect(guest.reply).not.toContain('From your wardrobe');
  });

  it('leaves other requests to their own tools, and styles nothing without a page', async () => {
    const search = await turn('black bags under $100', dress);
    expect(search.calls.map((c) => c.name)).toEqual(['products.search']);
    expect(search.calls[0]!.input).toMatchObject({ category: 'Bags', maxPrice: 100 });
    for (const text of ['style this', 'what goes with this?']) {
      const r = await turn(text, null);
      expect(r.calls.map((c) => c.name), text).not.toContain(PAGE_LOOK_TOOL);
    }
  });
});
