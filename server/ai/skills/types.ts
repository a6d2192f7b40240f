/**
 * The one shape of a skill. A skill is to atelier-local what a tool is to the registry: it says
 * which requests are its own (example phrasings the classifier learns from), what it reads from a
 * clause (the NLU slots it uses), which tool calls it plans (a look-up, then a change) and how it
 * speaks the results. server/ai/skills/registry.ts lists every skill with its precedence.
 */
import type { Slots } from '../nlu/types.js';
import type { DialogueState } from './dialogue.js';
import type { PlanContext, Resolution } from './lib/plan-core.js';
import type { Outcome, Request } from './lib/request.js';

export type SkillId =
  | 'sources' | 'influencers' | 'search' | 'refine' | 'feed' | 'dressingRoom' | 'cart' | 'posts' | 'feedback' | 'profile'
  | 'scan' | 'trips' | 'wardrobe' | 'outfits' | 'looks' | 'pageProduct' | 'smallTalk' | 'help' | 'outOfScope';

/** One clause as a skill reads it. */
export interface ClauseInput {
  /** The shopper's own words for this clause, as written (quoted or pasted text already removed). */
  text: string;
  /** Lower case, spelling corrected, whitespace normalised. */
  corrected: string;
  slots: Slots;
  /** YYYY-MM-DD: the conversation's clock. */
  today: string;
  /** What the conversation has settled so far (the last search, trip, lists shown). */
  state: DialogueState;
  /** The clause with its slot words replaced by their slot's name ("zzcolour zzgarment under zzprice"). */
  masked: string;
  /** The classifier's label that chose this skill (`smallTalk.greet`), so a skill with several can tell them apart. */
  label: string;
  /** The classifier is confident this clause is this skill's: a reader may then answer a clause it cannot act on ("which handle?"). */
  sure: boolean;
  /** The tools on offer this turn (a skill may read differently when one is there, e.g. the page's product). */
  offered: readonly string[];
}

export interface Skill {
  id: SkillId;
  /** One line: what the skill is for (the README and the clarifying question read it). */
  summary: string;
  /** How the clarifying question names it ("find pieces"). */
  option: string;
  /**
   * Example phrasings by label (the skill's id, or `id.sub` when it has several intents). Written
   * naturally; `(a|b|c)` expands to each alternative, so a few templates give many examples.
   */
  examples: Readonly<Record<string, readonly string[]>>;
  /** The NLU slots this skill reads (documentation, and a test that each is declared by the contract). */
  slots: readonly (keyof Slots)[];
  /** The request kinds this skill reads a clause as; plan and speech are dispatched by kind. */
  kinds: readonly Request['kind'][];
  /**
   * A clause this skill takes by its form alone, before the classifier is asked: a pasted following
   * export is the sources skill's, "style this" beside a page's product is the page's. Rarely needed.
   */
  claims?(clause: ClauseInput): boolean;
  /** The clause as this skill's request, or null when it is not one of its own after all. */
  read(clause: ClauseInput): Request | null;
  /** The next call for a request (a look-up first when it needs one), or why there is none. */
  plan(request: Request, ctx: PlanContext): Resolution;
  /**
   * After the request has its answer, one more call to make, or null: a search that found nothing
   * is widened one constraint at a time. Most skills have none.
   */
  again?(request: Request, ctx: PlanContext): Resolution | null;
  /** The reply's part for this request, from its tool results only. */
  speak(request: Request, outcome: Outcome, names: ReadonlyMap<string, string>): string;
}

