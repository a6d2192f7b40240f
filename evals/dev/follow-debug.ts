/** `npx tsx evals/dev/follow-debug.ts '<search input json>' 'follow-up' …`: what each follow-up reads as after that search. */
import { dialogueState } from '../../server/ai/skills/dialogue.js';
import type { SeenResult } from '../../server/ai/skills/lib/plan-core.js';
import { understand } from '../skill-harness.js';

const [input, ...texts] = process.argv.slice(2);
const seen = (toolName: string, i: unknown, output: unknown): SeenResult => ({ toolName, input: i, output, isError: false, request: 0, prep: false });
const items = [{ id: 'p1', product_name: 'Red Wrap Dress', brand: 'Solenne', price: 140, color: 'red', category: 'Dresses' }, { id: 'p2', product_name: 'Navy Slip Dress', brand: 'Solenne', price: 85, color: 'navy', category: 'Dresses' }];
const state = dialogueState([seen('products_search', JSON.parse(input!), { products: items })], ['earlier']);
for (const t of texts) console.log(t, '→', JSON.stringify(understand(t, '2026-04-20', state)));
