/**
 * Keeps the held-out set held out: a held-out request found word for word among the gating cases'
 * messages, or inside a string of the stylist's own code (atelier-local's phrasings today, the
 * skills' examples tomorrow), would be measured on what the model was built from.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import ts from 'typescript';

/** Case and runs of whitespace do not make a message different. */
export const normalisedMessage = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Every string a TypeScript file spells out: quoted strings and the text parts of template literals. */
export const stringLiterals = (source: string, fileName = 'file.ts'): string[] => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

/** Files that can hold examples as data rather than code. */
const DATA_EXTENSIONS = new Set(['.json', '.md', '.txt', '.yaml', '.yml', '.csv', '.tsv']);

/**
 * The strings under a folder that a model may have been built from: the string literals of its
 * .ts files and the whole text of its data files. A folder that does not exist has none.
 */
export const trainingStrings = (dir: string): { file: string; text: string }[] => {
  if (!existsSync(dir)) return [];
  return walk(dir).flatMap((file) => {
    const ext = extname(file);
    if (ext === '.ts' || ext === '.tsx') return stringLiterals(readFileSync(file, 'utf8'), file).map((text) => ({ file, text }));
    if (DATA_EXTENSIONS.has(ext)) return [{ file, text: readFileSync(file, 'utf8') }];
    return [];
  });
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Below this many words a message is vocabulary ("bags", "black bags"), found only as a whole string. */
export const PHRASE_WORDS = 3;

const words = (text: string) => text.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const bare = (text: string) => normalisedMessage(text).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * Whether `text` holds the message (case and spacing aside): a phrase of PHRASE_WORDS words or more
 * anywhere in it as whole words ("hi" is not inside "this"); a shorter message only as the whole text,
 * punctuation around it aside, since an example may use a word without copying a request.
 */
export const containsMessage = (text: string, message: string): boolean => finder(message)(normalisedMessage(text));

/** A test of normalised text for one message, built once for every string it is checked against. */
const finder = (message: string): ((normalisedText: string) => boolean) => {
  const wanted = normalisedMessage(message);
  if (!wanted) return () => false;
  // Emoji or punctuation alone have no words to trim around: only the very same text is a copy.
  if (!bare(wanted)) return (text) => text === wanted;
  if (words(wanted) < PHRASE_WORDS) return (text) => bare(text) === bare(wanted);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(wanted)}(?![\\p{L}\\p{N}])`, 'u');
  return (text) => text.includes(wanted) && pattern.test(text);
};

/** Each message found in a string, with where. */
export const leakedMessages = (messages: readonly string[], strings: readonly { file: string; text: string }[]): { message: string; file: string }[] => {
  const texts = strings.map((s) => ({ file: s.file, text: normalisedMessage(s.text) }));
  return messages.flatMap((message) => {
    const found = finder(message);
    const hit = texts.find((s) => found(s.text));
    return hit ? [{ message, file: hit.file }] : [];
  });
};

/** Messages equal (case and spacing aside) to one of the others. */
export const sharedMessages = (messages: readonly string[], others: readonly string[]): string[] => {
  const known = new Set(others.map(normalisedMessage));
  return messages.filter((m) => known.has(normalisedMessage(m)));
};
