/**
 * A season said as when ("Tokyo in the autumn", "this summer we're doing Crete", "sometime in the fall",
 * "late spring"): the part of a month it starts in, for the trips skill to place a stay in as it does a
 * month named without days. Seasons are the northern hemisphere's meteorological ones (spring March–May,
 * summer June–August, autumn September–November, winter December–February). Pure.
 */
import type { MonthPart } from './week-phrases.js';

const FIRST_MONTH = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 } as const;
type Season = keyof typeof FIRST_MONTH;

/**
 * A word of time before the season ("in the", "this", "next", "over the", "sometime in"): a bare season word
 * is a piece's ("summer dresses", "a winter coat"), never when.
 */
const SEASON_SAID = /\b(?:in|this|next|over|during|for|around|sometime\s+in|some\s+time\s+in|later\s+this|come)\s+(?:the\s+)?(?:(early|late)[\s-]+)?(spring|summer|autumn|fall|winter)\b(?![\s-]+(?:dress|dresses|coat|coats|jacket|jackets|look|looks|wardrobe|clothes|outfits?|collection|sale|wear|pieces?|shoes|boots|sandals)\b)/i;

const inSeason = (month: number, first: number): boolean => (month - first + 12) % 12 < 3;

/**
 * The part of a month a season said as when starts in: its first month ("early" too), its last for "late";
 * this season's current month while it is under way (unless "next" was said).
 */
export const readSeason = (text: string, today: string): MonthPart | null => {
  const m = SEASON_SAID.exec(text);
  if (!m) return null;
  const first = FIRST_MONTH[m[2]!.toLowerCase() as Season];
  const current = Number(today.slice(5, 7));
  if (m[1]?.toLowerCase() === 'late') return { part: 'start', month: (first + 1) % 12 + 1 };
  const next = /^next\b/i.test(m[0]);
  return { part: 'start', month: inSeason(current, first) && !next && !m[1] ? current : first };
};
