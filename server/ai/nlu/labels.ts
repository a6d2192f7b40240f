/**
 * Fashion labels shoppers buy from that the shop does not carry: the high street, sportswear, denim,
 * designer houses. The catalogue's own brands are read from the catalogue; these are the makers a
 * shopper names when telling the stylist what they bought ("a jacket from zara", "a tan Coach one",
 * "nike sneakers"), many of them words English or a list of first names already knows ("zara",
 * "coach", "mango", "converse"), which the makers reader would otherwise refuse. Labels whose name is
 * an everyday word said after "from", "at" or "by" in other senses ("next", "boss", "guess",
 * "office", "mother", "theory", "express") are left out, and so are labels that are first names
 * more often than makers ("tommy", "chloe", "vince"): "a scarf from chloe" is a gift. "by next week" is a date. Pure.
 */
import { tokenize } from './text.js';

const LABELS = [
  // High street
  'zara', 'h&m', 'hm', 'uniqlo', 'mango', 'cos', 'arket', '& other stories', 'other stories', 'massimo dutti', 'pull&bear',
  'pull & bear', 'bershka', 'stradivarius', 'primark', 'asos', 'topshop', 'topman', 'river island', 'new look', 'marks & spencer',
  'marks and spencer', 'm&s', 'john lewis', 'whistles', 'reiss', 'jigsaw', 'hobbs', 'boden', 'me+em', 'sezane', 'rouje', 'ganni',
  'monki', 'shein', 'boohoo', 'prettylittlething', 'plt', 'missguided', 'forever 21', 'superdry', 'white stuff', 'fatface',
  'fat face', 'seasalt', 'joules', 'monsoon', 'oasis', 'warehouse', 'karen millen', 'phase eight', 'ted baker', 'allsaints',
  'all saints', 'the kooples', 'sandro', 'maje', 'claudie pierlot', 'gap', 'old navy', 'banana republic', 'j.crew', 'j crew',
  'jcrew', 'madewell', 'everlane', 'abercrombie', 'abercrombie & fitch', 'hollister', 'american eagle', 'urban outfitters',
  'free people', 'anthropologie', 'aritzia', 'reformation', 'lands end', "lands' end", 'l.l.bean', 'll bean', 'talbots',
  'ann taylor', 'muji', 'weekday', 'jack wills', 'crew clothing', 'baukjen', 'kitri', 'nobody\'s child',
  // Denim
  "levi's", 'levis', 'levi', 'wrangler', 'diesel', 'agolde', 'citizens of humanity', 'ag jeans', 'dl1961', 'nudie',
  'nudie jeans', 'g-star', 'g star', 'replay', 'pepe jeans', 'rag & bone', 'rag and bone', 're/done', 'redone',
  // Sportswear and shoes
  'nike', 'adidas', 'puma', 'reebok', 'new balance', 'asics', 'vans', 'converse', 'fila', 'skechers', 'under armour',
  'lululemon', 'gymshark', 'sweaty betty', 'alo', 'alo yoga', 'varley', 'girlfriend collective', 'the north face', 'north face',
  'patagonia', 'columbia', 'arc\'teryx', 'arcteryx', 'salomon', 'hoka', 'on running', 'birkenstock', 'birkenstocks', 'dr martens',
  'dr. martens', 'doc martens', 'ugg', 'uggs', 'timberland', 'timberlands', 'clarks', 'veja', 'superga', 'birkenstock',
  'crocs', 'havaianas', 'kurt geiger', 'russell & bromley', 'russell and bromley', 'steve madden', 'sam edelman',
  'stuart weitzman', 'jimmy choo', 'manolo blahnik', 'louboutin', 'christian louboutin', 'aldo', 'schuh', 
  'common projects', 'golden goose', 'axel arigato', 'church\'s', 'tod\'s', 'carhartt', 'stussy', 
  // Designer
  'burberry', 'gucci', 'prada', 'chanel', 'dior', 'céline', 'louis vuitton', 'lv', 'hermes', 'hermès', 'saint laurent', 'ysl', 
  'balenciaga', 'valentino', 'versace', 'fendi', 'givenchy', 'loewe', 'bottega veneta', 'bottega', 'miu miu', 'coach',
  'michael kors', 'kate spade', 'tory burch', 'ralph lauren', 'polo ralph lauren', 'tommy hilfiger', 'calvin klein',
  'hugo boss', 'lacoste', 'fred perry', 'longchamp', 'mulberry', 'furla', 'jacquemus', 'ami paris', 'a.p.c.', 'apc',
  'acne', 'acne studios', 'toteme', 'khaite', 'the row', 'max mara', 'moncler', 'canada goose', 'barbour', 'stone island',
  'off-white', 'marc jacobs', 'vivienne westwood', 'stella mccartney', 'alexander mcqueen', 'isabel marant', 'chloé',
  'zimmermann', 'self-portrait', 'self portrait', 'rixo', 'diane von furstenberg', 'dvf', 'sézane',
  // Jewellery and eyewear
  'mejuri', 'pandora', 'swarovski', 'tiffany', 'tiffany & co', 'cartier', 'missoma', 'monica vinader', 'astrid & miyu',
  'ray-ban', 'rayban', 'ray ban', 'oakley',
] as const;

/**
 * The words of labels of several words ("martens", "dutti"): names the speller never corrects into something else.
 * A label of one word ("mango") is left to the readers that tell a maker from a handle or an English word.
 */
export const LABEL_WORDS: readonly string[] = [...new Set(LABELS.filter((l) => /[^a-z]/.test(l)).flatMap((l) => l.split(/[^a-z]+/)))]
  .filter((w) => w.length > 2 && !(LABELS as readonly string[]).includes(w));

/** Each label as the tokens a clause's words come in ("h&m" → h & m), longest first so "acne studios" wins over "acne". */
const BY_TOKENS: { words: string[]; name: string }[] = [...new Set(LABELS)]
  .map((name) => ({ name, words: tokenize(name).map((t) => t.text.toLowerCase()) }))
  .sort((a, b) => b.words.length - a.words.length);

/** The labels by their first word, so a clause's word is looked up once. */
const BY_FIRST = new Map<string, typeof BY_TOKENS>();
for (const label of BY_TOKENS) BY_FIRST.set(label.words[0]!, [...(BY_FIRST.get(label.words[0]!) ?? []), label]);

/** The label whose words start at `i` in a clause's lower-case words, with how many words it takes; null when none does. */
export const labelAt = (words: readonly string[], i: number): { name: string; length: number } | null => {
  for (const label of BY_FIRST.get(words[i] ?? '') ?? []) {
    if (label.words.every((w, k) => words[i + k] === w)) return { name: label.name, length: label.words.length };
  }
  return null;
};

/** The labels a text names, each with where it starts in the text: a correction tells the maker said apart from the one ruled out. */
export const labelsIn = (text: string): { name: string; start: number }[] => {
  const tokens = tokenize(text);
  const words = tokens.map((t) => t.text.toLowerCase());
  const found: { name: string; start: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    const label = labelAt(words, i);
    if (!label) continue;
    found.push({ name: label.name, start: tokens[i]!.start });
    i += label.length - 1;
  }
  return found;
};
