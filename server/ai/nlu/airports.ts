/**
 * Airport codes travellers write for where they fly ("LHR → BCN", "flying into JFK"): the busiest
 * airports of the trip planner's cities, each to its city's name in the climate table. A code counts
 * only after a word of arriving ("to", "into", an arrow), so "from JFK" is where the shopper leaves
 * from, and codes that are also English words ("MAD", "SIN", "MAN") are left out.
 */
export const AIRPORT_CITIES: Readonly<Record<string, string>> = {
  lhr: 'london', lgw: 'london', stn: 'london', lcy: 'london', ltn: 'london',
  cdg: 'paris', ory: 'paris', bcn: 'barcelona', fco: 'rome', cia: 'rome', lis: 'lisbon', opo: 'porto',
  ams: 'amsterdam', dub: 'dublin', edi: 'edinburgh', cph: 'copenhagen', vie: 'vienna', prg: 'prague',
  ber: 'berlin', muc: 'munich', fra: 'frankfurt', zrh: 'zurich', gva: 'geneva', bru: 'brussels',
  mxp: 'milan', lin: 'milan', vce: 'venice', nap: 'naples', flr: 'florence', ath: 'athens', ist: 'istanbul',
  osl: 'oslo', arn: 'stockholm', hel: 'helsinki', kef: 'reykjavik', waw: 'warsaw', bud: 'budapest',
  agp: 'malaga', pmi: 'palma', ibz: 'ibiza', svq: 'seville', nce: 'nice', dbv: 'dubrovnik', spu: 'split',
  jfk: 'new york', lga: 'new york', ewr: 'new york', lax: 'los angeles', sfo: 'san francisco', ord: 'chicago',
  mia: 'miami', bos: 'boston', sea: 'seattle', iad: 'washington', dca: 'washington', las: 'las vegas',
  yyz: 'toronto', yul: 'montreal', yvr: 'vancouver', mex: 'mexico city', cun: 'cancun',
  hnd: 'tokyo', nrt: 'tokyo', icn: 'seoul', hkg: 'hong kong', bkk: 'bangkok', dps: 'bali',
  dxb: 'dubai', doh: 'doha', syd: 'sydney', mel: 'melbourne', akl: 'auckland', cpt: 'cape town',
  jnb: 'johannesburg', gru: 'sao paulo', gig: 'rio de janeiro', eze: 'buenos aires', lim: 'lima', rak: 'marrakech',
};

/** Words after which an airport code is where the shopper arrives. */
export const ARRIVAL_CUES = new Set(['to', 'into', '→', '->', '>', '⇒', '✈', '✈️', 'landing', 'arriving']);
