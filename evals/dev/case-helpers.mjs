// Shorthands for writing development cases by code (the pasted-text generators): a turn that may
// call only the tools it lists, a search with its unstated arguments left open, and a case list.
export const EFFECTS = ['sources.add', 'sources.remove', 'sources.setActive', 'influencers.follow', 'influencers.unfollow', 'influencers.setActive',
  'dressingRoom.add', 'dressingRoom.remove', 'dressingRoom.clear', 'dressingRoom.toggleCart', 'wardrobe.add', 'wardrobe.remove', 'trips.plan',
  'feedback.submit', 'posts.like'];
export const search = (args) => ({ name: 'products.search', args: { limit: { $any: true }, offset: { $any: true }, minPrice: { $absent: true }, maxPrice: { $absent: true }, exclude: { $any: true }, ...args } });
export const contains = (s) => ({ $contains: s });
export const any = { $any: true };
export const one = (user, calls, extra = {}) => ({ turns: [{ user, calls, forbid: EFFECTS.filter((e) => !calls.some((c) => c.name === e)), ...extra }] });
export const caseList = () => {
  const cases = [];
  const add = (category, id, description, body) => cases.push({ id, category, description, ...body });
  return { cases, add };
};
