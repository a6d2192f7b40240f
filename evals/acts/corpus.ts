/**
 * Labelled conversations (evals/acts/<round>/*.txt): one conversation a line, its shopper messages joined by
 * " || ", each followed by " ## " and the acts it asks for joined by "+"; "\n" in a message is a line break.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTS, type Act, normaliseActs } from './labels.js';

export interface LabelledTurn {
  user: string;
  acts: Act[];
}
export interface LabelledConversation {
  id: string;
  file: string;
  turns: LabelledTurn[];
}

const isAct = (s: string): s is Act => (ACTS as readonly string[]).includes(s);

/** One line's conversation; an unknown act is an error that names it, so a typo in a label never scores. */
export const parseConversation = (line: string, id: string, file: string): LabelledConversation => {
  const turns = line.split(' || ').map((part, i) => {
    const at = part.lastIndexOf(' ## ');
    if (at < 0) throw new Error(`${id}: message ${i + 1} has no " ## " label`);
    const labels = part
      .slice(at + 4)
      .split('+')
      .map((a) => a.trim())
      .filter(Boolean);
    const unknown = labels.filter((a) => !isAct(a));
    if (!labels.length || unknown.length) throw new Error(`${id}: message ${i + 1}: unknown act ${unknown.join(', ') || '(none given)'}`);
    return { user: part.slice(0, at).replaceAll('\\n', '\n').trim(), acts: normaliseActs(labels as Act[]) };
  });
  return { id, file, turns };
};

/** Every conversation of a round's files; lines that do not parse are returned apart, named. */
export const loadRound = (dir: string): { conversations: LabelledConversation[]; refused: string[] } => {
  const conversations: LabelledConversation[] = [];
  const refused: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const stem = file.replace(/\.txt$/, '');
    for (const [n, line] of readFileSync(join(dir, file), 'utf8').split('\n').entries()) {
      if (!line.trim()) continue;
      try {
        conversations.push(parseConversation(line, `${stem}-${String(n + 1).padStart(3, '0')}`, stem));
      } catch (error) {
        refused.push((error as Error).message);
      }
    }
  }
  return { conversations, refused };
};
