/**
 * The stylist's skills as the eval suite scores them: one entry per skill of atelier-local
 * (server/ai/skills, its registry's ids), with the tools its requests plan. A case says
 * which skill it exercises (`"skill": "refine"`); evals/skills.test.ts keeps every skill covered:
 * at least two cases whose calls are all pinned, one gating (not pending) case, and for a skill
 * whose tools change stored state, a case that states the end state. The tools listed here are
 * checked against the registry, so a renamed tool cannot leave a skill pointing at nothing.
 */
import { PAGE_LOOK_TOOL } from '../server/ai/page-context.js';

export interface SkillSpec {
  /** What the shopper asks of it, for the report. */
  about: string;
  /** Registry names (and the widget's page_look) its requests may call; [] for a skill that answers in words. */
  tools: readonly string[];
}

export const SKILLS = {
  sources: { about: 'Instagram handles the shopper adds as style sources', tools: ['sources.list', 'sources.add', 'sources.remove', 'sources.setActive'] },
  influencers: { about: 'following, pausing and unfollowing influencers; similar accounts', tools: ['influencers.list', 'influencers.followed', 'influencers.follow', 'influencers.unfollow', 'influencers.setActive', 'recommendations.similarInfluencers'] },
  search: { about: 'finding catalogue pieces by garment, colour, price and brand', tools: ['products.search'] },
  refine: { about: 'a follow-up that changes only what it names in the last search, or pieces like one shown', tools: ['products.search', 'products.similar'] },
  feed: { about: 'the personalised feed: read, refresh, save a pick', tools: ['recommendations.feed', 'recommendations.refresh', 'recommendations.save'] },
  dressingRoom: { about: 'saving pieces to try, listing, removing, clearing', tools: ['dressingRoom.list', 'dressingRoom.add', 'dressingRoom.remove', 'dressingRoom.clear'] },
  cart: { about: 'moving saved pieces in and out of the cart, its contents and total', tools: ['dressingRoom.list', 'dressingRoom.toggleCart'] },
  posts: { about: 'influencer posts: latest, the feed of followed accounts, likes', tools: ['posts.latest', 'posts.feed', 'posts.like', 'posts.unlike'] },
  feedback: { about: 'telling the stylist what they love about a piece shown (a dislike is answered, never recorded)', tools: ['feedback.submit'] },
  profile: { about: 'the shopper\'s style profile and style DNA', tools: ['styleProfile.get', 'styleDna.analyze'] },
  scan: { about: 'scanning the accounts the shopper follows on Instagram', tools: ['discovery.scan'] },
  trips: { about: 'packing plans for trips with weather', tools: ['trips.plan', 'trips.list', 'trips.get', 'trips.remove'] },
  wardrobe: { about: 'the shopper\'s own clothes: add, list, count, change, remove', tools: ['wardrobe.list', 'wardrobe.add', 'wardrobe.update', 'wardrobe.remove'] },
  outfits: { about: 'outfits from the wardrobe, saved and listed', tools: ['outfits.compose', 'outfits.suggest', 'outfits.save', 'outfits.list', 'outfits.remove', 'wardrobe.list'] },
  looks: { about: 'completing a look around a product, a post or pieces', tools: ['looks.complete', 'products.search', 'posts.latest', 'wardrobe.list'] },
  pageProduct: { about: 'styling the product on the partner page the widget is on', tools: [PAGE_LOOK_TOOL] },
  smallTalk: { about: 'greetings, thanks, who the stylist is', tools: [] },
  help: { about: 'what the stylist can do', tools: [] },
  outOfScope: { about: 'what no tool does: orders, bookings, weather outside a trip, other topics', tools: [] },
} as const satisfies Record<string, SkillSpec>;

export type SkillId = keyof typeof SKILLS;
export const SKILL_IDS = Object.keys(SKILLS) as [SkillId, ...SkillId[]];

/** The shape of a case the coverage rules read. */
interface CoveredCase {
  id: string;
  skill?: SkillId | undefined;
  pending?: string | undefined;
  turns: { calls: { name: string; args: unknown; result: string }[] }[];
  end: Record<string, unknown>;
}

/** Cases tagged with each skill would need at least this many with every call's arguments pinned. */
export const MIN_PINNED_CASES = 2;
/** Change skills with a case where the shopper says no. */
export const MIN_DENIED_SKILLS = 3;

/** Every call's arguments stated; for a skill with tools, at least one call expected. */
const pinned = (c: CoveredCase, id: SkillId) =>
  c.turns.every((t) => t.calls.every((call) => call.args !== 'any')) && (SKILLS[id].tools.length === 0 || c.turns.some((t) => t.calls.length > 0));
const statesEnd = (c: CoveredCase) => Object.keys(c.end).length > 0;
const denies = (c: CoveredCase) => c.turns.some((t) => t.calls.some((call) => call.result === 'denied'));

/**
 * What the suite lacks for its skills. `changes(tool)` says whether a tool changes stored state
 * (the registry's rule), which makes its skill a change skill.
 */
export const skillCoverageProblems = (cases: readonly CoveredCase[], changes: (tool: string) => boolean): string[] => {
  const problems: string[] = [];
  let denied = 0;
  for (const id of SKILL_IDS) {
    const own = cases.filter((c) => c.skill === id);
    const isChange = SKILLS[id].tools.some(changes);
    const pinnedCount = own.filter((c) => pinned(c, id)).length;
    if (pinnedCount < MIN_PINNED_CASES) problems.push(`${id}: ${pinnedCount} case(s) with every call's arguments stated, needs ${MIN_PINNED_CASES}`);
    if (!own.some((c) => !c.pending)) problems.push(`${id}: no gating case (every one is pending)`);
    if (isChange && !own.some(statesEnd)) problems.push(`${id}: changes stored state but no case states the end state`);
    if (isChange && own.some(denies)) denied++;
    for (const c of own) {
      const strays = c.turns.flatMap((t) => t.calls.map((call) => call.name)).filter((name) => !(SKILLS[id].tools as readonly string[]).includes(name));
      // A case may lead into its skill with another's look-up (a search before "save the first one"), so only a case with none of its skill's tools is wrong.
      if (SKILLS[id].tools.length === 0 && strays.length) problems.push(`${c.id}: tagged ${id}, which calls no tool, but expects ${strays.join(', ')}`);
      if (SKILLS[id].tools.length > 0 && strays.length && !c.turns.some((t) => t.calls.some((call) => (SKILLS[id].tools as readonly string[]).includes(call.name)))) {
        problems.push(`${c.id}: tagged ${id} but calls none of its tools (${strays.join(', ')})`);
      }
    }
  }
  if (denied < MIN_DENIED_SKILLS) problems.push(`${denied} change skill(s) have a case the shopper denies, needs ${MIN_DENIED_SKILLS}`);
  return problems;
};
