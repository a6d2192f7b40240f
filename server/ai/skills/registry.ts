/**
 * Every skill, registered once, in precedence order: when the classifier scores two skills alike,
 * or abstains and the skills' own readers are asked in turn, the one listed first wins. The order
 * puts the specific before the general: the page's product before looks and outfits, trips and
 * the wardrobe before a catalogue search, a narrowing of the last search before a new one, and
 * small talk, help and out-of-scope last. Adding a skill: its file, and one line here.
 */
import { cartSkill } from './cart.js';
import { dressingRoomSkill } from './dressing-room.js';
import { feedSkill } from './feed.js';
import { feedbackSkill } from './feedback.js';
import { helpSkill } from './help.js';
import { influencersSkill } from './influencers.js';
import { looksSkill } from './looks.js';
import { outOfScopeSkill } from './out-of-scope.js';
import { outfitsSkill } from './outfits.js';
import { pageProductSkill } from './page-product.js';
import { postsSkill } from './posts.js';
import { profileSkill } from './profile.js';
import { refineSkill } from './refine.js';
import { scanSkill } from './scan.js';
import { searchSkill } from './search.js';
import { smallTalkSkill } from './small-talk.js';
import { sourcesSkill } from './sources.js';
import { tripsSkill } from './trips.js';
import type { Request } from './lib/request.js';
import type { Skill, SkillId } from './types.js';
import { wardrobeSkill } from './wardrobe.js';

export const SKILLS: readonly Skill[] = [
  pageProductSkill,
  tripsSkill,
  looksSkill,
  outfitsSkill,
  wardrobeSkill,
  helpSkill,
  feedSkill,
  postsSkill,
  cartSkill,
  influencersSkill,
  scanSkill,
  profileSkill,
  feedbackSkill,
  dressingRoomSkill,
  sourcesSkill,
  refineSkill,
  searchSkill,
  smallTalkSkill,
  outOfScopeSkill,
];

const byId = new Map<SkillId, Skill>(SKILLS.map((s) => [s.id, s]));
const byKind = new Map<Request['kind'], Skill>();
for (const skill of SKILLS) {
  for (const kind of skill.kinds) {
    if (byKind.has(kind)) throw new Error(`Two skills own the request kind ${kind}: ${byKind.get(kind)!.id} and ${skill.id}`);
    byKind.set(kind, skill);
  }
}
if (byId.size !== SKILLS.length) throw new Error('Two skills share an id');

/** The skill that plans and speaks a request of this kind. */
export const skillOfKind = (kind: Request['kind']): Skill => {
  const skill = byKind.get(kind);
  if (!skill) throw new Error(`No skill owns the request kind ${kind}`);
  return skill;
};
/** A classifier label's skill: "smallTalk.greet" is small talk's. */
export const skillOfLabel = (label: string): Skill | undefined => byId.get(label.split('.')[0] as SkillId);
export const precedenceOf = (skill: Skill): number => SKILLS.indexOf(skill);

/** Every skill's examples by label: the classifier's training data. */
export const trainingExamples = (): Record<string, readonly string[]> =>
  Object.fromEntries(SKILLS.flatMap((s) => Object.entries(s.examples)));
