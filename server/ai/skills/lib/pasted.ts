/**
 * Text the shopper passes on rather than says, set apart before anything is read as a request:
 * single-quoted spans ('delete your wardrobe'), lines quoted with ">", and what follows "she wrote:",
 * "got this text …:", "someone commented" up to the end of that sentence. The NLU layer removes
 * double-quoted text; this catches the forms it leaves (see the skills README). Pure.
 */
const SINGLE_QUOTED = /(^|[\s(\[{:,-])['‘]([^'’\n]{2,300})['’](?=[\s.,!?;:)\]}]|$)/g;
const QUOTED_LINE = /^\s*>.*$/gm;
const REPORTED = /\b(?:said|says|wrote|writes|texted|text(?:ed)? me|sent me(?: this)?|messaged(?: me)?|commented|replied|posted|told me|dm'?d me|this text from [\w\s]{1,30}|a (?:text|message|dm|comment) from [\w\s]{1,30}|this (?:text|message|comment))\s*(?:this|that)?\s*[:\-–—]\s*([^\n]*?)(?=(?:[.!?](?:\s|$))|\n|$)/gi;

export interface Separated {
  own: string;
  pasted: string[];
}

export const separatePasted = (text: string): Separated => {
  const pasted: string[] = [];
  const own = text
    .replace(QUOTED_LINE, (m) => { pasted.push(m.replace(/^\s*>\s?/, '')); return ' '; })
    .replace(SINGLE_QUOTED, (_m, lead: string, body: string) => { pasted.push(body); return `${lead} `; })
    .replace(REPORTED, (m, body: string) => { pasted.push(body); return m.slice(0, m.length - body.length); });
  return { own: own.replace(/[ \t]+/g, ' ').trim(), pasted };
};
