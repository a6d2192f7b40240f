/**
 * Whether a message is in another language: mostly letters of another script, or several common
 * words of Spanish, French, German, Italian or Portuguese and few English ones. A guess, kept
 * conservative: a French brand in an English request is still English.
 */
import type { Speller } from './spell.js';

/** Common words of other languages that are not English words. */
const FOREIGN = new Set([
  'el', 'los', 'las', 'que', 'del', 'por', 'para', 'una', 'unos', 'con', 'quiero', 'busco', 'necesito', 'vestido', 'zapatos', 'hola',
  'gracias', 'y', 'muy', 'pero', 'como', 'esta', 'este', 'mi', 'es', 'le', 'les', 'des', 'une', 'est', 'pour', 'avec', 'je', 'veux',
  'cherche', 'robe', 'bonjour', 'merci', 'du', 'et', 'pas', 'mais', 'suis', 'moi', 'der', 'das', 'und', 'ich', 'nicht', 'mit', 'ein',
  'eine', 'suche', 'möchte', 'kleid', 'schuhe', 'bitte', 'danke', 'ist', 'für', 'il', 'gli', 'che', 'sono', 'voglio', 'cerco', 'vestito',
  'grazie', 'ciao', 'della', 'per', 'não', 'você', 'quero', 'procuro', 'obrigado', 'uma', 'com', 'um', 'de', 'la', 'en', 'un', 'zu', 'auf',
  'vous', 'nous', 'dans', 'sur', 'mes', 'mon', 'ma', 'los', 'unas', 'ou', 'o', 'och', 'jag', 'vill', 'het', 'een', 'ik', 'wil',
]);

export const isOtherLanguage = (text: string, speller: Speller): boolean => {
  const letters = [...text.matchAll(/\p{L}/gu)].map((m) => m[0]);
  if (letters.length === 0) return false;
  const latin = letters.filter((l) => /\p{Script=Latin}/u.test(l)).length;
  if (latin / letters.length < 0.5) return true;
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length < 3) return false;
  const foreign = words.filter((w) => FOREIGN.has(w)).length;
  const english = words.filter((w) => speller.known.has(w) && !FOREIGN.has(w)).length;
  return foreign >= 2 && english / words.length < 0.5;
};
