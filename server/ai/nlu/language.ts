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
  // Spanish
  'quisiera', 'ver', 'tienes', 'tiene', 'puedes', 'dónde', 'donde', 'qué', 'cuánto', 'cuanto', 'cuesta', 'barato', 'baratos',
  'barata', 'baratas', 'negro', 'negra', 'negros', 'negras', 'rojo', 'roja', 'rojos', 'rojas', 'blanco', 'blanca', 'zapatillas', 'bolso',
  'bolsos', 'falda', 'pantalones', 'chaqueta', 'abrigo', 'vestidos', 'camiseta', 'también', 'buenos', 'buenas', 'días', 'noches', 'mis',
  'sus', 'al', 'algo', 'necesito', 'estoy', 'buscando', 'ropa', 'talla', 'quieres', 'puedo', 'cómo', 'favor', 'boda', 'verano', 'invierno',
  // French
  'bonsoir', 'voudrais', 'chaussures', 'noire', 'noirs', 'noires', 'rouge', 'rouges', 'sac', 'veste', 'manteau', 'pantalon', 'jupe',
  'chemise', 'cher', 'chère', 'combien', 'où', 'avez', 'quelque', 'chose', 'aussi', 'très', 'ce', 'cette', "aujourd'hui", 'soir', 'mariage',
  'salut', 'vêtements', 'été', 'hiver', 'blanche', 'montre', 'montrez', 'moi', "j'ai", 'besoin', "c'est", 'sont', 'peux', 'pouvez',
  // German
  'einen', 'schwarze', 'schwarzen', 'schwarz', 'jacke', 'tasche', 'habe', 'haben', 'gerne', 'gern', 'wie', 'viel', 'kostet', 'wo', 'auch',
  'sehr', 'guten', 'morgen', 'abend', 'heute', 'günstig', 'billige', 'rote', 'roten', 'weiße', 'weißen', 'kleider', 'hosen',
  'zeig', 'zeige', 'mir', 'bitte', 'kannst', 'können', 'sie', 'hallo', 'wir', 'für', 'dem', 'eines', 'einem', 'brauche',
  // Italian
  'vorrei', 'nero', 'nera', 'neri', 'nere', 'rosso', 'rossa', 'rossi', 'rosse', 'scarpe', 'borsa', 'borse', 'giacca', 'pantaloni',
  'camicia', 'quanto', 'anche', 'molto', 'buongiorno', 'buonasera', 'piace', 'questo', 'questa', 'bianco', 'bianca', 'economico',
  'mostrami', 'puoi', 'bisogno', 'vestiti', 'matrimonio', 'inverno', 'grazie', 'una', 'delle', 'degli', 'sto',
  // Portuguese
  'preciso', 'sapatos', 'preto', 'preta', 'pretos', 'vermelho', 'vermelha', 'calça', 'calças', 'saia', 'onde', 'custa', 'também',
  'muito', 'olá', 'obrigada', 'bom', 'meu', 'minha', 'roupa', 'roupas', 'barato', 'mostre', 'tem', 'estou', 'procurando', 'casamento',
  // Dutch and Swedish
  'zoek', 'zwarte', 'jurk', 'schoenen', 'tas', 'broek', 'graag', 'hoeveel', 'kost', 'waar', 'ook', 'goedemorgen', 'niet', 'mij',
  'laat', 'zien', 'söker', 'svart', 'svarta', 'klänning', 'skor', 'väska', 'byxor', 'kjol', 'hej', 'mycket', 'också', 'inte', 'jag',
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
  // Letters English does not write ("ñ", "ß", "ç", "¿"), with one word of another language, say the same.
  const marked = /[ñßçãõåäöøœ¿¡]/iu.test(text) ? 1 : 0;
  return foreign + marked >= 2 && english / words.length < 0.5;
};
