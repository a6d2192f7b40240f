/**
 * What a turn did, in a shopper's terms: the acts a labelled conversation names (evals/acts/LABELS.md), read
 * from the tool calls a stylist made. A read that only prepares a change of the same room (listing the
 * dressing room before carting a piece of it) is how the change is made, not something she asked for.
 */
export const ACTS = [
  'none',
  'search',
  'similar',
  'outfit',
  'outfit_save',
  'trip_plan',
  'trip_list',
  'wardrobe_add',
  'wardrobe_remove',
  'wardrobe_list',
  'wardrobe_update',
  'save',
  'cart',
  'room_list',
  'room_remove',
  'follow',
  'unfollow',
  'pause',
  'resume',
  'accounts_list',
  'suggest_accounts',
  'posts',
  'like',
  'feed',
  'sources',
  'feedback',
  'profile',
  'scan',
] as const;
export type Act = (typeof ACTS)[number];

const ACT_OF_TOOL: Record<string, Act> = {
  'products.search': 'search',
  'products.similar': 'similar',
  'outfits.compose': 'outfit',
  'outfits.suggest': 'outfit',
  'looks.complete': 'outfit',
  page_look: 'outfit',
  'outfits.save': 'outfit_save',
  'outfits.list': 'outfit_save',
  'outfits.remove': 'outfit_save',
  'trips.plan': 'trip_plan',
  'trips.list': 'trip_list',
  'trips.get': 'trip_list',
  'trips.remove': 'trip_list',
  'wardrobe.add': 'wardrobe_add',
  'wardrobe.remove': 'wardrobe_remove',
  'wardrobe.list': 'wardrobe_list',
  'wardrobe.update': 'wardrobe_update',
  'dressingRoom.add': 'save',
  'dressingRoom.toggleCart': 'cart',
  'dressingRoom.list': 'room_list',
  'dressingRoom.remove': 'room_remove',
  'dressingRoom.clear': 'room_remove',
  'influencers.follow': 'follow',
  'influencers.unfollow': 'unfollow',
  'influencers.followed': 'accounts_list',
  'influencers.list': 'accounts_list',
  'recommendations.similarInfluencers': 'suggest_accounts',
  'posts.latest': 'posts',
  'posts.feed': 'posts',
  'posts.like': 'like',
  'posts.unlike': 'like',
  'recommendations.feed': 'feed',
  'recommendations.refresh': 'feed',
  'recommendations.save': 'feed',
  'sources.add': 'sources',
  'sources.list': 'sources',
  'sources.remove': 'sources',
  'sources.setActive': 'sources',
  'feedback.submit': 'feedback',
  'styleProfile.get': 'profile',
  'styleDna.analyze': 'profile',
  'discovery.scan': 'scan',
};

export interface MadeCall {
  name: string;
  input?: unknown;
}

export const actOfCall = (call: MadeCall): Act | null => {
  if (call.name === 'influencers.setActive') {
    const active = call.input && typeof call.input === 'object' ? (call.input as { active?: unknown }).active : undefined;
    return active === true ? 'resume' : 'pause';
  }
  return ACT_OF_TOOL[call.name] ?? null;
};

/**
 * Reads that only prepare another act, by the acts they prepare: a room's list before a change of that room, and a
 * search of the shop before similar pieces (the likeness of a piece named but never shown needs its id, and no
 * writer labels a search beside a likeness).
 */
const PREPARING_READS: [Act, readonly Act[]][] = [
  ['room_list', ['save', 'cart', 'room_remove']],
  ['wardrobe_list', ['wardrobe_remove', 'wardrobe_update']],
  ['accounts_list', ['follow', 'unfollow', 'pause', 'resume']],
  ['trip_list', ['trip_plan']],
  ['search', ['similar']],
];

/** A set of acts as labels state it: sorted, carting implies saving, preparing reads dropped, nothing at all is `none`. */
export const normaliseActs = (acts: Iterable<Act>): Act[] => {
  const set = new Set(acts);
  set.delete('none');
  if (set.has('cart')) set.delete('save');
  for (const [read, changes] of PREPARING_READS) if (changes.some((c) => set.has(c))) set.delete(read);
  return set.size ? [...set].sort() : ['none'];
};

export const actsOfCalls = (calls: readonly MadeCall[]): Act[] => normaliseActs(calls.map(actOfCall).filter((a): a is Act => a !== null));
