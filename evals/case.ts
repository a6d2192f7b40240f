/**
 * An eval case is one JSON file in evals/cases/<category>/: the starting state (built by fixtures),
 * the user turns with their expected tool calls (arguments and result) and the facts the reply must
 * name, and the expected end state of the user's rows. evals/README.md describes the format.
 */
import { z } from 'zod';
import type { ToolErrorCode } from '../tools/types.js';
import type { DefaultsNode } from './tool-args.js';
import { pageContextSchema } from '../server/ai/page-context.js';
import { SKILL_IDS } from './skills.js';

export const CATEGORIES = ['single_tool', 'multi_step', 'argument_extraction', 'no_tool', 'bad_input', 'isolation'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * What a call must come back with: success, the ToolError code (invalid_input also when the chat
 * door refuses the input), or `denied`: a change the shopper was asked about and said no to (the
 * tool never ran).
 */
export const CALL_RESULTS = ['ok', 'denied', 'invalid_input', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'rate_limited'] as const satisfies readonly ('ok' | 'denied' | ToolErrorCode)[];
export type CallResult = (typeof CALL_RESULTS)[number];

/**
 * How the scripted shopper answers when the stylist asks before a change (a tool whose declared
 * effect is not a read): approve runs the call, deny refuses it and the call's result is `denied`.
 */
export const APPROVAL_POLICIES = ['approve', 'deny'] as const;
export type ApprovalPolicy = (typeof APPROVAL_POLICIES)[number];
export const approvalPolicy = z.enum(APPROVAL_POLICIES);

const handle = z.string().regex(/^[a-z0-9._]{2,30}$/, 'a lower-case handle without @');
/** "zara" is an active row, "!zara" an inactive one. */
const handleRows = z.array(z.string().regex(/^!?[a-z0-9._]{2,30}$/, '"handle" or "!handle" (inactive)'));
const productNames = z.array(z.string().min(1));
const row = z.record(z.string(), z.unknown());

/**
 * The user's rows. Each key is one table (or one column of it) in a readable form; `tables` holds
 * any other table that has a user_id column, by its SQL name, as rows of SQL column → value.
 */
export const stateSchema = z.strictObject({
  /** style_sources. */
  sources: handleRows.optional(),
  /** user_influencer_preferences. */
  follows: handleRows.optional(),
  /** fitting_room_items, by catalogue product name. */
  saved: productNames.optional(),
  /** fitting_room_items.is_in_cart: the saved pieces in the cart. */
  cart: productNames.optional(),
  /** influencer_post_feedback likes, by the liked post's influencer (the eval world has one post each). */
  likes: z.array(handle).optional(),
  /** user_feedback_detailed; `verdict` only for a piece turned down (a love is the default). */
  feedback: z.array(z.strictObject({
    product: z.string(), reasons: z.array(z.string()).min(1), notes: z.string().optional(), verdict: z.enum(['love', 'not_for_me']).optional(),
  })).optional(),
  /** user_product_interactions. */
  interactions: z.array(z.strictObject({ type: z.string(), product: z.string(), data: row.default({}) })).optional(),
  tables: z.record(z.string().regex(/^[a-z_]+$/), z.array(row)).optional(),
});
export type State = z.infer<typeof stateSchema>;

/** Keys of a state other than `tables`. */
export const STATE_KEYS = ['sources', 'follows', 'saved', 'cart', 'likes', 'feedback', 'interactions'] as const;
export type StateKey = (typeof STATE_KEYS)[number];

export const expectedCallSchema = z.strictObject({
  name: z.string(),
  /**
   * Required: the arguments the call must have (see matchArg for matchers), or "any" to say
   * outright that they are not checked. An argument left out must be absent or at its default.
   */
  args: z.union([z.literal('any'), z.record(z.string(), z.unknown())], {
    error: 'every expected call states its arguments (an object) or "any"',
  }),
  result: z.enum(CALL_RESULTS).default('ok'),
});
export type ExpectedCall = z.infer<typeof expectedCallSchema>;

const PRICE = /^\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?$/;
const HANDLE = /^@[a-z0-9._]{2,30}$/;
const NUMBER = /^\d+%?$/;

/** A fact shape that needs no vocabulary: a handle, a price or a number. */
export const isShapedFact = (s: string) => HANDLE.test(s) || PRICE.test(s) || NUMBER.test(s);

export const turnSchema = z.strictObject({
  user: z.string(),
  /** Every call expected in this turn; [] means no tool may be called. */
  calls: z.array(expectedCallSchema),
  /** Whether the calls must happen in the listed order (default: yes). */
  ordered: z.boolean().default(true),
  forbid: z.array(z.string()).default([]),
  /** Facts the reply must name: handles, prices, numbers, and names from the eval world or the case's rows. */
  replyMentions: z.array(z.string().min(1)).default([]),
  /** Facts the reply must not name. */
  replyOmits: z.array(z.string().min(1)).default([]),
  /** This turn's answer to every change the stylist asks about; unset: the case's `approval`. */
  approval: approvalPolicy.optional(),
});

/** Every string value inside a state, for the names a reply may mention. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(stringsIn) : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];

/** Rows a case may name by what they are called: wardrobe items by item_name, outfits by name, trips by destination. */
export const ROW_REFS = { $wardrobe: 'wardrobe_items', $outfit: 'outfits', $trip: 'trip_plans' } as const;
export type RowRef = keyof typeof ROW_REFS;

/** The names inside row references ({"$trip": "Lisbon, Portugal"}) anywhere in a call's arguments. */
const rowRefNames = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(rowRefNames);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => (k in ROW_REFS && typeof v === 'string' ? [v] : rowRefNames(v)));
};

/**
 * Builds the case schema over a world vocabulary (product names, brands, captions…): a reply
 * check may only name facts, never the wording of one model's reply.
 */
export const makeCaseSchema = (worldNames: readonly string[]) => {
  const world = new Set(worldNames.map((n) => n.toLowerCase()));
  return z.strictObject({
    description: z.string().min(1),
    /** The skill of atelier-local the case exercises (evals/skills.ts); the skill-coverage test counts it. */
    skill: z.enum(SKILL_IDS).optional(),
    /**
     * A known gap: why the case is expected to fail for now (e.g. until the skills rebuild lands).
     * It runs and is reported, but does not count towards the pass rate unless `--strict`; a pending
     * case that passes is listed so it can be made gating.
     */
    pending: z.string().min(10, 'say why the case is pending').optional(),
    /** The partner page the turns come from (the widget's page context): its product. */
    page: z.optional(pageContextSchema),
    setup: stateSchema.default({}),
    other: stateSchema.default({}),
    turns: z.array(turnSchema).min(1),
    /** The answer to every change the stylist asks about, unless a turn says otherwise (default approve). */
    approval: approvalPolicy.default('approve'),
    /**
     * Keys left out are expected unchanged from setup. `taste: "refreshed"` says the shopper's
     * derived rows (style profile, recommendation scores) must have been rebuilt from the end rows.
     */
    end: stateSchema.extend({ taste: z.literal('refreshed').optional() }).default({}),
  }).superRefine((c, ctx) => {
    // The rows a case's calls name ({"$trip": "Lisbon, Portugal"}) are the case's rows too, made during it.
    const named = c.turns.flatMap((t) => t.calls.flatMap((call) => rowRefNames(call.args)));
    const own = new Set([...stringsIn(c.setup), ...stringsIn(c.end), ...stringsIn(c.other), ...named].map((s) => s.replace(/^!/, '').toLowerCase()));
    c.turns.forEach((turn, t) => {
      for (const key of ['replyMentions', 'replyOmits'] as const) {
        turn[key].forEach((fact, i) => {
          if (isShapedFact(fact) || world.has(fact.toLowerCase()) || own.has(fact.toLowerCase())) return;
          ctx.addIssue({
            code: 'custom', path: ['turns', t, key, i],
            message: `"${fact}" is not a fact: name a handle (@name), a price ($85), a number, or a name from the eval world or this case's rows — never a model's wording`,
          });
        });
      }
    });
  });
};
export type EvalCaseInput = z.infer<ReturnType<typeof makeCaseSchema>>;
/** A case with its id and the category it is scored under: a gating one by default, a held-out one (evals/heldout.ts) otherwise. */
export type EvalCase<C extends string = Category> = EvalCaseInput & {
  id: string; category: C;
  /** A development-set case that states no `end`: its end state is not scored (a gating or held-out case's always is). */
  endUnstated?: boolean;
};

/** The approval policy a turn runs under: its own, else the case's. */
export const turnApproval = (c: Pick<EvalCase, 'approval'>, turn: { approval?: ApprovalPolicy | undefined }): ApprovalPolicy => turn.approval ?? c.approval;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const deepEqual = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Objects with sorted keys, so equality does not depend on key order. */
export const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical) : isRecord(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical(v[k])])) : v;

/**
 * Ids a case names by what they are: `{"$product": "Navy Slip Dress"}`, `{"$post": "street.atelier"}`,
 * `{"$saved": "Navy Slip Dress"}`, and rows made during the case: `{"$wardrobe": "Grey Wool Coat"}`,
 * `{"$outfit": "Weekend"}`, `{"$trip": "Lisbon, Portugal"}` (the user's row, else the other user's).
 */
export interface Refs {
  product(name: string): string | undefined;
  post(handle: string): string | undefined;
  saved(name: string): string | undefined;
  row(kind: RowRef, name: string): string | undefined;
}

const NO_REFS: Refs = { product: () => undefined, post: () => undefined, saved: () => undefined, row: () => undefined };

/**
 * Matchers: a plain value must be equal; {"$contains": s} a string containing s (any case);
 * {"$set": [...]} an array with the same members in any order; {"$oneOf": [...]} equal to one of
 * them; {"$absent": true} not given; {"$any": true} anything, given or not; {"$product"|"$post"|
 * "$saved": name} the id of that product, post or dressing-room piece; {"$wardrobe"|"$outfit"|"$trip": name}
 * the id of that row (see ROW_REFS).
 */
export const matchArg = (expected: unknown, actual: unknown, refs: Refs = NO_REFS, node: DefaultsNode = {}): boolean => {
  if (isRecord(expected)) {
    if ('$absent' in expected) return actual === undefined;
    if ('$any' in expected) return true;
    if ('$contains' in expected) return typeof actual === 'string' && actual.toLowerCase().includes(String(expected.$contains).toLowerCase());
    if ('$set' in expected && Array.isArray(expected.$set)) {
      return Array.isArray(actual) && deepEqual([...actual].map(String).sort(), [...expected.$set].map(String).sort());
    }
    if ('$oneOf' in expected && Array.isArray(expected.$oneOf)) return expected.$oneOf.some((v) => matchArg(v, actual, refs));
    if ('$product' in expected) return actual !== undefined && actual === refs.product(String(expected.$product));
    if ('$post' in expected) return actual !== undefined && actual === refs.post(String(expected.$post));
    if ('$saved' in expected) return actual !== undefined && actual === refs.saved(String(expected.$saved));
    const rowRef = (Object.keys(ROW_REFS) as RowRef[]).find((k) => k in expected);
    if (rowRef) return actual !== undefined && actual === refs.row(rowRef, String(expected[rowRef]));
    if (isRecord(actual)) {
      const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
      // A key the case leaves out may be absent or at its default, at any depth ("slots.bottom": null).
      return [...keys].every((k) => {
        const inner = node.properties?.[k];
        if (!(k in expected) && inner && 'default' in inner && deepEqual(inner.default, actual[k])) return true;
        return matchArg(expected[k], actual[k], refs, inner);
      });
    }
    return false;
  }
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => matchArg(e, actual[i], refs));
  }
  return deepEqual(expected, actual);
};

/**
 * The call's arguments against the case's: every listed one must match; one left out must be
 * absent or equal to the tool's default (so a model may spell out a default, but nothing else).
 */
export const matchArgs = (
  expected: ExpectedCall['args'],
  actual: unknown,
  defaults: Record<string, unknown> = {},
  refs: Refs = NO_REFS,
  tree: DefaultsNode = {},
): { ok: boolean; wrong: string[] } => {
  if (expected === 'any') return { ok: true, wrong: [] };
  const given = isRecord(actual) ? actual : {};
  const wrong = Object.entries(expected).filter(([key, value]) => !matchArg(value, given[key], refs, tree.properties?.[key])).map(([key]) => key);
  const extra = Object.keys(given).filter((key) => !(key in expected) && given[key] !== undefined && !(key in defaults && deepEqual(defaults[key], given[key])));
  const all = [...wrong, ...extra];
  return { ok: !all.length, wrong: all };
};
