/**
 * Which end of a stay a date is, and days of a stay named by their place in it. Shoppers say the two
 * ends of a trip apart ("out on Tuesday, home Saturday"; "back from Lisbon on the 10th, flying out on the
 * 6th"), count the return from the departure ("returning a week later"), and name a night of the stay
 * rather than its date ("a dinner on our final night"): none of those is what chrono makes of the words.
 */

/** Words that make the date after them the day the shopper sets off (or arrives there). */
const DEPARTURE = /\b(?:leav(?:e|es|ing)|depart(?:s|ing|ure)?|fly(?:ing)?\s+out|flights?\s+out|set(?:ting)?\s+(?:off|out)|head(?:ing)?\s+(?:out|off)|arriv(?:e|es|ing|al)|land(?:s|ing)?|get(?:ting)?\s+there|outbound|go(?:ing)?\s+out|out\s+on)\b/i;

/** Words that make the date after them the day the shopper comes home ("back", "flying home", "return"). */
const RETURN = /\b(?:back|return(?:s|ing)?|home(?:bound)?|inbound)\b/i;

/** "push it back", "move it back to friday": a move of the whole trip, not its return. */
const MOVED_BACK = /\b(?:push(?:ed|ing)?|put|move[ds]?|moving|set|pushed)\s+(?:it\s+|the\s+trip\s+|everything\s+|things\s+)?back\b/i;

export type TripEnd = 'departure' | 'return';

/**
 * The end of the stay the words before a date say it is: those words are the text since the date before
 * (or the clause's start). The nearest cue wins ("leaving on the 3rd and back": the 3rd is the departure).
 */
export const endSaidBy = (before: string): TripEnd | null => {
  if (MOVED_BACK.test(before)) return null;
  const last = (pattern: RegExp) => {
    let at = -1;
    for (const m of before.matchAll(new RegExp(pattern.source, 'gi'))) at = m.index;
    return at;
  };
  const leave = last(DEPARTURE);
  const back = last(RETURN);
  if (leave < 0 && back < 0) return null;
  return back > leave ? 'return' : 'departure';
};

const ORDINAL_DAYS: Readonly<Record<string, number>> = {
  first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5, sixth: 6, '6th': 6, seventh: 7, '7th': 7,
  last: -1, final: -1, penultimate: -2,
};

/**
 * "the last night", "our second evening", "the final day", "on the first morning", "the night we arrive",
 * "the evening before we fly home": a day of the stay by its place in it (1-based; -1 the last). Never a
 * day of a month ("the first day of June").
 */
const STAY_DAY = new RegExp(
  String.raw`\b(?:the|our|my|your|their|that)\s+(?:very\s+)?(${Object.keys(ORDINAL_DAYS).join('|')})\s+(?:full\s+)?(?:night|day|evening|morning|afternoon)s?\b(?!\s+of\b)` +
  String.raw`|\b(?:the\s+)?(?:night|day|evening|morning|afternoon)\s+(?:(?:we|i)\s+(?:arrive|land|get\s+there|get\s+in|fly\s+in)|(before)\s+(?:we|i)\s+(?:leave|fly\s+(?:home|back)|go\s+home|head\s+home|come\s+back|check\s+out))\b`,
  'gi',
);

export interface StayDay {
  /** 1-based place in the stay; -1 the last, -2 the one before. */
  day: number;
  at: number;
  until: number;
}

export const stayDaysIn = (text: string): StayDay[] =>
  [...text.matchAll(STAY_DAY)].map((m) => ({
    day: m[1] ? ORDINAL_DAYS[m[1].toLowerCase()]! : m[2] ? -1 : 1,
    at: m.index,
    until: m.index + m[0].length,
  }));
