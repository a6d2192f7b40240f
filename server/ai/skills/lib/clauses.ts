/**
 * A message split into its requests where the NLU layer left it whole: "add @a as a source and
 * list my sources" is two; "add @a and @b" stays one. Runs of whitespace are one space first.
 */
import { looksLikeJson } from '../../../../tools/sources/handles.js';

const CHANGE_VERBS = 'list|show|follow|unfollow|remove|delete|drop|add|deactivate|reactivate|pause|resume|mute|archive|unarchive|enable|disable|save|find|search|recommend|suggest';

/** Splits "add @a as a source and list my sources" into two requests; "add @a and @b" stays whole. */
export const clauses = (text: string): string[] => {
  if (looksLikeJson(text)) return [text];
  // One space for every run of whitespace first: the splitter's `\s*` around `\s+` alternatives is
  // cubic on long runs of spaces (a 20,000-character message held the server for minutes).
  return text
    .replace(/\s+/g, ' ')
    .split(new RegExp(String.raw`\s*(?:;|\bthen\b|\band then\b|\band also\b|,?\s+and\s+(?=(?:${CHANGE_VERBS})\b)|\.\s+(?=[A-Za-z]))\s*`, 'i'))
    .map((c) => c.trim())
    .filter(Boolean);
};

