/**
 * What a word sounds like, roughly: a consonant skeleton after English spelling's usual ways of
 * writing one sound ("ph" f, "ck" k, soft "c" s, "z" s, "ch", "sh", a silent "gh" before t, "wr", "kn"),
 * its vowels and doubled letters dropped. Shoppers who spell by ear keep the skeleton: "sandles" and
 * "sandals" (sndls), "jewlery" and "jewelry" (jlr), "trowsers" and "trousers", "cardigen" and "cardigan".
 * Spelling uses it to choose among near words: "sandles" is one edit from "handles" but sounds like
 * "sandals".
 */
export const soundKey = (word: string): string => {
  const s = word
    .replace(/^kn/, 'n').replace(/^wr/, 'r').replace(/^ps/, 's')
    .replace(/ph/g, 'f').replace(/ck/g, 'k').replace(/tch/g, 'ch').replace(/sch/g, 'sk')
    .replace(/ch/g, 'C').replace(/sh/g, 'X').replace(/gh(?=t|$)/g, '').replace(/wh/g, 'w')
    .replace(/c(?=[eiy])/g, 's').replace(/[cq]/g, 'k').replace(/x/g, 'ks').replace(/z/g, 's').replace(/dg/g, 'j');
  if (!s) return '';
  const first = /[aeiouy]/.test(s[0]!) ? 'A' : s[0]!;
  return (first + s.slice(1).replace(/[aeiouyhw]/g, '')).replace(/(.)\1+/g, '$1');
};
