/**
 * The held-out set: requests written before atelier-local was rebuilt on an NLU pipeline, copied
 * from no training example, that measure how far the stylist generalises. One file per category
 * (`evals/heldout/<category>.json`), each an array of cases in the gating suite's format plus an
 * `id` and the `category` tag. It is scored, never gated, and never edited to make a model pass.
 * The development set (evals/dev/) and the blind set (evals/blind/) share its categories and format.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { EvalCase } from './case.js';
import { validateCase } from './runner.js';

export const HELDOUT_CATEGORIES = [
  'follow_ups', 'garment_words', 'budgets', 'trip_dates', 'following', 'wardrobe', 'typos', 'pasted_text', 'small_talk', 'bad_input',
] as const;
export type HeldoutCategory = (typeof HELDOUT_CATEGORIES)[number];
export type HeldoutCase = EvalCase<HeldoutCategory>;

export const HELDOUT_DIR = fileURLToPath(new URL('./heldout', import.meta.url));
/** The development set: the same categories and format, written by the team and worked against openly (never copied into the held-out set). */
export const DEV_DIR = fileURLToPath(new URL('./dev', import.meta.url));
/** The blind set: the same categories and format, written by outside shoppers and measured like the held-out set, never tuned against. */
export const BLIND_DIR = fileURLToPath(new URL('./blind', import.meta.url));

/** What the held-out set adds to a case: its name within the file and the category it is scored under. */
const taggedCase = z.looseObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug'),
  category: z.enum(HELDOUT_CATEGORIES),
});
const heldoutFile = z.array(taggedCase).min(1);

/**
 * The cases of one file. A held-out file's name is the category every case in it must be tagged with;
 * a file of the development or blind set (`category` null) may mix categories, each case scored under its own tag.
 */
export const parseHeldoutFile = (raw: unknown, category: HeldoutCategory | null, fileName = `${category}.json`): HeldoutCase[] => {
  const parsed = heldoutFile.safeParse(raw);
  if (!parsed.success) throw new Error(`${fileName}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const seen = new Set<string>();
  const prefix = fileName.replace(/\.json$/, '');
  return parsed.data.map(({ id, category: tag, ...body }) => {
    const caseId = `${prefix}/${id}`;
    if (category !== null && tag !== category) throw new Error(`${caseId}: tagged "${tag}" but it is in ${fileName}`);
    if (seen.has(id)) throw new Error(`${caseId}: two cases share this id`);
    seen.add(id);
    // A development or blind case may leave its end unstated (it checks the calls a request makes); the gating suite states every end.
    const endUnstated = category === null && !('end' in body);
    return { ...validateCase(body, caseId), id: caseId, category: tag, ...(endUnstated ? { endUnstated } : {}) };
  });
};

/** Every case of the .json files in `dir`, read by `read`; a file it refuses, or that is not JSON, stops the load, all of them listed. */
const loadCaseFiles = (dir: string, what: string, read: (file: string, raw: unknown) => HeldoutCase[]): HeldoutCase[] => {
  const cases: HeldoutCase[] = [];
  const errors: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    try {
      cases.push(...read(file, JSON.parse(readFileSync(join(dir, file), 'utf8'))));
    } catch (error) {
      errors.push(error instanceof SyntaxError ? `${file}: not JSON: ${error.message}` : (error as Error).message);
    }
  }
  if (errors.length) throw new Error(`${errors.length} ${what} file(s) refused:\n${errors.join('\n')}`);
  return cases;
};

/** Every held-out case; a file that is not a category, or a case the schema or registry refuses, stops the load, all of them listed. */
export const loadHeldoutCases = (dir = HELDOUT_DIR): HeldoutCase[] =>
  loadCaseFiles(dir, 'held-out', (file, raw) => {
    const category = file.replace(/\.json$/, '') as HeldoutCategory;
    if (!HELDOUT_CATEGORIES.includes(category)) throw new Error(`${file}: not a held-out category (${HELDOUT_CATEGORIES.join(', ')})`);
    return parseHeldoutFile(raw, category);
  });

/** Every .json file in `dir`, any name, each case under its own category tag; a folder that does not exist has none. */
const loadMixedCases = (dir: string, what: string): HeldoutCase[] =>
  existsSync(dir) ? loadCaseFiles(dir, what, (file, raw) => parseHeldoutFile(raw, null, file)) : [];

/** The development set: every .json file under evals/dev. */
export const loadDevCases = (dir = DEV_DIR): HeldoutCase[] => loadMixedCases(dir, 'development-set');

/** The blind set: every .json file under evals/blind. */
export const loadBlindCases = (dir = BLIND_DIR): HeldoutCase[] => loadMixedCases(dir, 'blind-set');
