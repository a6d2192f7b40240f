// Shorthands of the follow-up blind batches of rounds 3 and 4: a search with what is named pinned and its
// price bounds absent unless given, a save, a "more like this", an exclusion and a turn.
export const ANY = { $any: true };
export const ABSENT = { $absent: true };
export const P = (name) => ({ $product: name });

/** products.search: pinned what is named; price bounds absent unless given; text/exclude/limit/offset free unless given. */
export const S = ({ category, text, min, max, exclude, offset } = {}) => ({
  name: 'products.search',
  args: {
    category: category ?? ANY,
    text: text === undefined ? ANY : text === null ? ABSENT : { $contains: text },
    minPrice: min === undefined ? ABSENT : min === '*' ? ANY : min,
    maxPrice: max === undefined ? ABSENT : max === '*' ? ANY : max,
    exclude: exclude === undefined ? ANY : exclude,
    limit: ANY,
    offset: offset === undefined ? ANY : offset,
  },
});
export const add = (name) => ({ name: 'dressingRoom.add', args: { productId: P(name) } });
export const similar = (name) => ({ name: 'products.similar', args: { id: P(name), limit: ANY } });
export const excl = (...words) => ({ $oneOf: words.map((w) => [w]) });
export const t = (user, calls, extra = {}) => ({ user, calls, ...extra });
