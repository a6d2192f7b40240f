// Shorthands for writing development cases by code (the pasted-text and voice generators): a turn that may
// call only the tools it lists, a search with its unstated arguments left open, a case list, and a voice
// batch's messages file read into its conversations.
import { readFileSync, writeFileSync } from 'node:fs';

export const EFFECTS = ['sources.add', 'sources.remove', 'sources.setActive', 'influencers.follow', 'influencers.unfollow', 'influencers.setActive',
  'dressingRoom.add', 'dressingRoom.remove', 'dressingRoom.clear', 'dressingRoom.toggleCart', 'wardrobe.add', 'wardrobe.remove', 'trips.plan',
  'feedback.submit', 'posts.like'];
export const search = (args) => ({ name: 'products.search', args: { limit: { $any: true }, offset: { $any: true }, minPrice: { $absent: true }, maxPrice: { $absent: true }, exclude: { $any: true }, ...args } });
export const contains = (s) => ({ $contains: s });
export const any = { $any: true };
export const call = (name, args = 'any') => ({ name, args });
/** A turn that may call, of the tools with an effect, only those it lists. */
export const turn = (user, calls, extra = {}) => ({ user, calls, forbid: EFFECTS.filter((e) => !calls.some((c) => c.name === e)), ...extra });
export const one = (user, calls, extra = {}) => ({ turns: [turn(user, calls, extra)] });
export const caseList = () => {
  const cases = [];
  const add = (category, id, description, body) => cases.push({ id, category, description, ...body });
  return { cases, add };
};

/** This folder: where a batch's files are read and written unless its generator lives elsewhere (evals/blind/). */
const HERE = new URL('.', import.meta.url);
/**
 * The conversations of a voice batch, read from `<name>.messages.txt` in `dir`: one conversation a line
 * (blank lines skipped), its turns joined by ` || `, a literal `\n` a line break inside a turn.
 */
export const readConversations = (name, dir = HERE) =>
  readFileSync(new URL(`${name}.messages.txt`, dir), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => line.split(' || ').map((user) => user.replaceAll('\\n', '\n')));
/** The turns of a conversation, checked against the number of expectations written for it. */
export const turnsFor = (users, expected, where) => {
  if (users.length !== expected) throw new Error(`${where}: ${users.length} turns, ${expected} expectations`);
  return users;
};
/** Checks that a batch has one case per conversation of its messages file. */
export const checkCount = (conversations, cases) => {
  if (conversations.length !== cases) throw new Error(`${conversations.length} messages, ${cases} cases`);
};
/** Writes `<name>.json` in `dir`. */
export const writeCases = (name, cases, dir = HERE) => writeFileSync(new URL(`${name}.json`, dir), `${JSON.stringify(cases, null, 2)}\n`);
