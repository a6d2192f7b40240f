/**
 * The shopper endorsing what a paste tells to do: "would you do these things for me?", "do what she says",
 * "please carry these out", "can you do this for me pls" under a note of instructions. A paste's instructions
 * are never obeyed by themselves; when the shopper's own words ask for them, each instruction is read as if she
 * had typed it (the paste supplies the objects, her words the verb), with the note's "your" as her "my". Pure.
 */
import nlp from 'compromise';

/** A verb of doing what was asked, with an object pointing at the paste: "do these things", "carry them out", "do what he says". */
// "do" as an auxiliary ("do you have", "what do I wear") takes a subject pronoun, never one of these objects.
const ENDORSING = new RegExp([
  String.raw`\b(?:do|action|execute|complete|handle)\s+(?:(?:all|both|each|every one)\s+(?:of\s+)?)?(?:this|that|these|those|it|them|all|everything|the (?:above|lot|steps|instructions|list|things))\b(?!\s+(?:in|with|under|for less|cheaper)\b)`,
  String.raw`\bdo\s+(?:exactly\s+)?(?:what|as)\s+(?:she|he|they|it|my \w+|the (?:note|message|text|list))\s+(?:says?|said|wrote|writes|asks?|asked|wants?|suggests?|tells? me|told me)\b`,
  String.raw`\bcarry\s+(?:this|that|these|those|it|them|all|everything)\s+out\b|\bcarry out\b`,
  String.raw`\bfollow\s+(?:the|these|those|this|her|his|their|my \w+'?s?)\s+(?:instructions|steps|directions|list)\b`,
  String.raw`\b(?:go ahead|make (?:it|this|that|them) (?:happen|so))\b`,
].join('|'));

/** Words that may stand before the verb of an endorsement said outright: "ok", "so", "please", "just". */
const OUTRIGHT = /^(?:\W*(?:ok|okay|so|yes|yeah|yep|fine|then|now|and|just|please|pls|plz|kindly|alright|sure|great|lol|haha)\b)*\W*$/;
/** Asking the stylist to: "can you", "would you be so kind as to", "I'd like you to". */
const ASKED = /\b(?:(?:can|could|would|will) (?:you|u)|(?:want|need|like) (?:you|u) to)\b(?: \w+){0,5}?\W*$/;
/** Words that make "would you do that?" a request, not a question whether the stylist would: "for me", "please". */
const REQUESTED = /\b(?:for me|please|pls|plz|kindly|be so kind)\b/;

/**
 * Whether the shopper's own clause asks the stylist to do what the paste says: the verb said outright ("do what she
 * says", "please carry these out") or asked for ("can u just do all that", "would you do these things for me?"). A
 * question whether the stylist does it ("do you actually do that?", "would you do that?") endorses nothing.
 */
export const endorsesPaste = (text: string, negated: boolean): boolean => {
  if (negated) return false;
  const m = ENDORSING.exec(text);
  if (!m) return false;
  const before = text.slice(0, m.index);
  if (OUTRIGHT.test(before)) return true;
  return ASKED.test(before) && (REQUESTED.test(text) || !/\?/.test(text.slice(m.index)));
};

/** Words before a note's instruction that are no part of it: "pls", "and then", "just". */
const LEAD = /^(?:(?:and|then|also|pls|please|plz|just|now|ok|okay|so)\b[\s,]*)+/i;
/** A speaker, a heading or a greeting before the instruction: "Aunt Jo:", "in the app:", "Mama,". */
const SPEAKER = /^(?:[\p{L}'’ .-]{1,30}:\s*|\p{Lu}[\p{L}]{1,15},\s+)/u;

/** The note's words to its reader as the shopper's own: "add your coat to your wardrobe" → "add my coat to my wardrobe". */
const asOwn = (text: string): string =>
  text.replace(/\byourself\b/gi, 'myself').replace(/\byours\b/gi, 'mine').replace(/\byour\b/gi, 'my').replace(/\byou'?re\b/gi, "I'm");

/**
 * The instructions a paste gives, one per entry, numbered step, line or sentence, each as the shopper would say it;
 * only what opens with a verb ("follow lenaminimal", "pause oslo_knits until autumn"), at most `max`.
 */
export const pasteInstructions = (quoted: readonly string[], lists: readonly (readonly string[])[], max: number): string[] => {
  const pieces = [...lists.flat(), ...quoted]
    .flatMap((q) => q.split(/\n+|(?:^|\s)\d{1,2}[.)]\s+|(?:^|\s)[-*•·]\s+|(?<=[.!?;])\s+/))
    .map((u) => u.trim().replace(/[\s,;.!]+$/u, ''))
    .map((u) => u.replace(SPEAKER, '').replace(LEAD, '').trim())
    .filter((u) => /\p{L}/u.test(u) && nlp(u).has('^#Verb'));
  return [...new Set(pieces.map(asOwn))].slice(0, max);
};
