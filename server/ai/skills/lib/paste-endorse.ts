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

/** Whether the shopper's own clause asks the stylist to do what the paste says. */
export const endorsesPaste = (text: string, negated: boolean): boolean => !negated && ENDORSING.test(text);

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
