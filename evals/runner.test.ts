import { describe, expect, it } from 'vitest';
import { createLocalModel } from '../server/ai/local/model.js';
import { evalClock } from './fixtures.js';
import { mentions, parseCase, runEvals } from './runner.js';

const cases = {
  unregistered: { description: 'names a missing tool', turns: [{ user: 'help', calls: [{ name: 'wardrobe.teleport', args: 'any' }] }] },
  'forbids-unregistered': { description: 'forbids a missing tool', turns: [{ user: 'help', calls: [], forbid: ['wardrobe.teleport'] }] },
  'wrong-fact': { description: 'expects a fact the reply lacks', turns: [{ user: 'show me dresses', calls: [{ name: 'products.search', args: 'any' }], replyMentions: ['Green Silk Scarf'] }] },
  'wrong-result': {
    description: 'expects success from an unfollow that fails',
    setup: { follows: ['camille.style'] },
    turns: [{ user: 'unfollow @nobody', calls: [{ name: 'influencers.unfollow', args: { handles: ['nobody'] } }] }],
  },
  'unstated-table': {
    description: 'follows without stating follows or taste',
    turns: [{ user: 'follow @camille.style', calls: [{ name: 'influencers.follow', args: { handles: ['camille.style'] } }] }],
  },
  'taste-not-refreshed': {
    description: 'claims a rebuild that a read never does',
    turns: [{ user: 'list my sources', calls: [{ name: 'sources.list', args: { status: 'active' } }] }],
    end: { taste: 'refreshed' },
  },
  'extra-argument': {
    description: 'leaves out an argument the call gives (limit 6 is not the default 20)',
    turns: [{ user: 'show me dresses', calls: [{ name: 'products.search', args: { category: 'Dresses' } }] }],
  },
  'wrong-cart': {
    description: 'expects the wrong piece in the cart',
    setup: { saved: ['Red Wrap Dress', 'Navy Slip Dress'] },
    turns: [{ user: 'add the red wrap dress to my cart', calls: [{ name: 'dressingRoom.list', args: {} }, { name: 'dressingRoom.toggleCart', args: { id: { $saved: 'Red Wrap Dress' } } }] }],
    end: { cart: ['Navy Slip Dress'] },
  },
  'table-rows': {
    description: 'rows of any user table, set up and stated by SQL column',
    setup: { tables: { wardrobe_items: [{ item_name: 'Blue Linen Shirt', category: 'Tops', tags: ['linen'] }] } },
    turns: [{ user: 'help', calls: [] }],
    end: { tables: { wardrobe_items: [{ item_name: 'Blue Linen Shirt', category: 'Tops', tags: { $set: ['linen'] }, brand: null }] } },
  },
  'wrong-table-rows': {
    description: 'states a row the table does not have',
    setup: { tables: { wardrobe_items: [{ item_name: 'Blue Linen Shirt', category: 'Tops' }] } },
    turns: [{ user: 'help', calls: [] }],
    end: { tables: { wardrobe_items: [{ item_name: 'Blue Linen Shirt' }, { item_name: 'Red Scarf' }] } },
  },
  sound: {
    description: 'a sound case over several tables',
    setup: { saved: ['Red Wrap Dress', 'Navy Slip Dress'] },
    other: { saved: ['Red Wrap Dress'], likes: ['camille.style'] },
    turns: [
      { user: 'show me dresses', calls: [{ name: 'products.search', args: { category: 'Dresses', limit: { $any: true } } }], replyMentions: ['Navy Slip Dress', '$85'] },
      { user: 'I love the colour of the first one', calls: [{ name: 'feedback.submit', args: { itemId: { $product: 'Navy Slip Dress' }, reasons: ['color'] } }] },
      {
        user: 'add the red wrap dress to my cart',
        calls: [{ name: 'dressingRoom.list', args: {} }, { name: 'dressingRoom.toggleCart', args: { id: { $saved: 'Red Wrap Dress' } } }],
        replyMentions: ['Red Wrap Dress'], replyOmits: ['Navy Slip Dress'],
      },
    ],
    end: { cart: ['Red Wrap Dress'], feedback: [{ product: 'Navy Slip Dress', reasons: ['color'] }], taste: 'refreshed' },
  },
};

describe('the eval runner', () => {
  it('passes only the sound case, and says why each other one fails', async () => {
    const parsed = Object.entries(cases).map(([id, raw]) => parseCase(raw, `single_tool/${id}`));
    const results = await runEvals({ model: createLocalModel({ now: evalClock }), repeat: 1, cases: parsed });
    const problems = Object.fromEntries(results.map((r) => [r.id.replace('single_tool/', ''), r.trials.flatMap((t) => (t.pass ? [] : t.problems.length ? t.problems : ['failed'])).join(' | ')]));
    expect(problems.sound).toBe('');
    expect(problems['table-rows']).toBe('');
    expect(problems['wrong-table-rows']).toContain('end state tables.wardrobe_items: expected');
    expect(problems.unregistered).toContain('tools not registered: wardrobe.teleport');
    expect(problems['forbids-unregistered']).toContain('tools not registered: wardrobe.teleport');
    expect(problems['wrong-fact']).toContain('reply does not mention "Green Silk Scarf"');
    expect(problems['wrong-result']).toContain('result of influencers.unfollow: expected ok, got not_found');
    expect(problems['unstated-table']).toContain('user_influencer_preferences changed but the case does not state it');
    expect(problems['unstated-table']).toContain('does not say "taste": "refreshed"');
    expect(problems['taste-not-refreshed']).toContain('taste: expected the style profile and scores to be rebuilt');
    expect(problems['extra-argument']).toContain('args of products.search (limit)');
    expect(problems['wrong-cart']).toContain('end state cart: expected ["Navy Slip Dress"], got ["Red Wrap Dress"]');
  }, 120_000);

  it('runs every trial from the same world: a like in one trial is gone in the next', async () => {
    const like = parseCase({
      description: 'like the top post',
      turns: [
        { user: 'show me the most liked posts', calls: [{ name: 'posts.feed', args: { view: 'top_liked' } }], replyMentions: ['950'] },
        { user: 'like it', calls: [{ name: 'posts.like', args: { postId: { $post: 'street.atelier' } } }], replyMentions: ['951'] },
      ],
      end: { likes: ['street.atelier'], taste: 'refreshed' },
    }, 'single_tool/like');
    const [result] = await runEvals({ model: createLocalModel({ now: evalClock }), repeat: 3, cases: [like] });
    expect(result!.trials.map((t) => t.problems)).toEqual([[], [], []]);
  }, 120_000);

  it('matches facts as whole handles, numbers and names', () => {
    expect(mentions('Added @zara.official.', '@zara')).toBe(false);
    expect(mentions('Added @zara.', '@zara')).toBe(true);
    expect(mentions('It costs $250', '2')).toBe(false);
    expect(mentions('It costs $250', '$25')).toBe(false);
    expect(mentions('1. Navy Slip Dress — $1,250', '$1,250')).toBe(true);
    expect(mentions('Removed 2 items', '2')).toBe(true);
    expect(mentions('the navy slip dress', 'Navy Slip Dress')).toBe(true);
    expect(mentions('Navy Slip Dresses', 'Navy Slip Dress')).toBe(false);
  });
});

describe('the approval policy in the runner', () => {
  const follow = (extra: Record<string, unknown>, result = 'denied') => ({
    description: 'follow, asked and answered',
    setup: { follows: ['camille.style'] },
    turns: [{ user: 'follow @noor.edits', calls: [{ name: 'influencers.follow', args: { handles: ['noor.edits'] }, result }] }],
    ...extra,
  });

  it('a denied change comes back "denied" and the end state proves nothing changed; per-turn policy overrides the case', async () => {
    const denied = parseCase(follow({ approval: 'deny' }), 'single_tool/denied');
    // The same case claiming a change happened: its end state catches it.
    const claims = parseCase(follow({ approval: 'deny', end: { follows: ['camille.style', 'noor.edits'], taste: 'refreshed' } }), 'single_tool/claims');
    const mixed = parseCase({
      description: 'deny then approve',
      turns: [
        { user: 'follow @noor.edits', approval: 'deny', calls: [{ name: 'influencers.follow', args: { handles: ['noor.edits'] }, result: 'denied' }] },
        { user: 'follow @noor.edits', calls: [{ name: 'influencers.follow', args: { handles: ['noor.edits'] } }] },
      ],
      end: { follows: ['noor.edits'], taste: 'refreshed' },
    }, 'single_tool/mixed');
    const results = await runEvals({ model: createLocalModel({ now: evalClock }), repeat: 1, cases: [denied, claims, mixed] });
    const problems = Object.fromEntries(results.map((r) => [r.id.replace('single_tool/', ''), r.trials.flatMap((t) => t.problems).join(' | ')]));
    expect(problems.denied).toBe('');
    expect(problems.mixed).toBe('');
    expect(problems.claims).toContain('end state follows');
  }, 120_000);

  it('refuses a case whose expected results cannot follow from its policy', () => {
    expect(() => parseCase(follow({ approval: 'deny' }, 'ok'), 'single_tool/x')).toThrow(/comes back "denied", not "ok"/);
    expect(() => parseCase(follow({}), 'single_tool/x')).toThrow(/cannot come back "denied"/);
    expect(() => parseCase({ description: 'x', approval: 'deny', turns: [{ user: 'list my sources', calls: [{ name: 'sources.list', args: 'any', result: 'denied' }] }] }, 'single_tool/x'))
      .toThrow(/never asks/);
  });
});

describe('pass^k on an OpenAI-compatible model (the fake server)', () => {
  it('runs trials through the OpenAI provider and scores pass^k as τ-bench does', async () => {
    const { startFakeOpenAI } = await import('../server/ai/testing/fake-openai.js');
    const { stylistModel } = await import('../server/ai/choose-model.js');
    const { passHatK, score } = await import('./runner.js');
    const bags = parseCase({
      description: 'black bags', turns: [{ user: 'black bags under $100', calls: [{ name: 'products.search', args: { text: 'black', category: 'Bags', maxPrice: 100 } }] }],
    }, 'argument_extraction/bags');
    const dresses = parseCase({
      description: 'dresses', turns: [{ user: 'show me dresses', calls: [{ name: 'products.search', args: { category: 'Dresses' } }] }],
    }, 'single_tool/dresses');
    // Each trial starts with a request carrying no tool result; the bag case's second trial answers without calling a tool.
    let trial = 0;
    const fake = await startFakeOpenAI((r) => {
      if (r.toolResults.length) return { text: 'Here is what I found.' };
      trial++;
      if (r.lastUserText.includes('bags')) return trial === 2 ? { text: 'I think you would like bags.' } : { toolCalls: [{ name: 'products_search', arguments: { text: 'black', category: 'Bags', maxPrice: 100 } }] };
      return { toolCalls: [{ name: 'products_search', arguments: { category: 'Dresses' } }] };
    });
    try {
      for (const shape of ['chat', 'responses'] as const) {
        trial = 0;
        const model = stylistModel({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, STYLIST_MODEL: 'fake-4o', OPENAI_API_SHAPE: shape }, 'openai');
        // One run (its database costs most of the time): the bag case's trials come first, numbered 1 to 3.
        const results = await runEvals({ model, repeat: 3, cases: [bags, dresses] });
        expect(results.map((r) => r.trials.map((t) => t.pass))).toEqual([[true, false, true], [true, true, true]]);
        expect(results[0]!.trials[1]!.problems.join(' ')).toContain('tools: expected [products.search], got []');
        // Mean over cases of C(c,k)/C(n,k): bags 2 of 3, dresses 3 of 3.
        expect(passHatK(results, 1)).toBeCloseTo((2 / 3 + 1) / 2);
        expect(passHatK(results, 2)).toBeCloseTo((1 / 3 + 1) / 2);
        expect(passHatK(results, 3)).toBeCloseTo((0 + 1) / 2);
        const table = score(results, 3);
        expect(table.find((s) => s.category === 'argument_extraction')).toMatchObject({ cases: 1, passHatK: 0, passRate: 2 / 3, turnPass: 2 / 3 });
        expect(table.find((s) => s.category === 'single_tool')).toMatchObject({ cases: 1, passHatK: 1 });
      }
      expect(fake.requests.every((r) => !r.stream)).toBe(true);
      expect(new Set(fake.requests.map((r) => r.shape))).toEqual(new Set(['chat', 'responses']));
    } finally {
      await fake.close();
    }
  }, 120_000);
});
