/**
 * Messages up to the chat's 20,000-character limit, shaped to trip regular expressions (runs of
 * spaces, dots, separators, repeated keywords). The splitter once took minutes on "a", 5,000 spaces,
 * "b"; now whitespace runs are one space before any pattern sees them.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_CHARS } from '../../routes/chat.js';
import { testBrain } from '../../../evals/skill-harness.js';
import { readMessage } from '../nlu/index.js';
import { understand } from '../../../evals/skill-harness.js';

const fill = (unit: string) => unit.repeat(Math.floor(CHAT_MESSAGE_MAX_CHARS / unit.length));

describe('hostile chat messages', () => {
  it('collapses runs of whitespace before splitting into clauses', () => {
    const read = (text: string) => readMessage(text, { today: '2026-04-20', lexicon: testBrain().lexicon }).clauses.map((c) => c.text);
    expect(read(`a${' '.repeat(300)}b`)).toEqual(['a b']);
    expect(read('show me dresses  \t\n then   list my sources')).toEqual(['show me dresses', 'list my sources']);
  });

  it('understands every shape of long hostile message without getting stuck', () => {
    const messages = [
      `a${' '.repeat(CHAT_MESSAGE_MAX_CHARS - 2)}b`, fill('.'), fill(', and '), fill('and '), fill('9'), `under ${fill('9')}`, fill('may 3 to '),
      `@${fill('a.')}`, fill('red, '), fill('a-'), fill('  \t\n'), fill('black '), fill('not '), fill("don't "), fill('http://'), fill('/'), fill('#'),
      // The shopping words: exclusions, follow-ups, occasions, "less of", pronoun wardrobe adds.
      fill('not black or '), fill('no heels, '), fill('in '), fill('more '), fill('show me more like these '), fill('what about in '),
      fill('stop showing me '), fill('cheaper '), `show ${fill('ok ')}more`, fill('not in black, '), fill('around $1 '),
      fill('what should i wear when it is '), fill('style my '), `I own ${fill('a ')}, add them to my wardrobe`, fill('going to a '),
    ];
    for (const message of messages) expect(understand(message.slice(0, CHAT_MESSAGE_MAX_CHARS), '2026-04-20').length).toBeGreaterThan(0);
  });
});
