import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toolCatalogue } from '../tools/registry.js';
import { changesStoredState } from '../tools/types.js';
import { PAGE_LOOK_TOOL } from '../server/ai/page-context.js';
import { loadCases, parseCase } from './runner.js';
import { SKILL_IDS, SKILLS, skillCoverageProblems } from './skills.js';

const cases = loadCases();
const registered = new Map(toolCatalogue.map((t) => [t.name, t]));
const changes = (name: string) => { const t = registered.get(name); return t ? changesStoredState(t) : false; };
/** atelier-local's skill registry (the skills rebuild, issue 27); read only once it exists. */
const REGISTRY = fileURLToPath(new URL('../server/ai/skills/registry.ts', import.meta.url));
const registryShape = z.object({ SKILLS: z.array(z.object({ id: z.string() })) });

describe('the suite covers every skill of the stylist', () => {
  it('every skill: two cases with their calls pinned, one gating; change skills state an end; three change skills are denied', () => {
    expect(skillCoverageProblems(cases, changes)).toEqual([]);
  });

  it('every skill\'s tools are registered and offered to the chat, and every chat tool belongs to a skill', () => {
    const listed = new Set(Object.values(SKILLS).flatMap((s) => [...s.tools] as string[]));
    const unknown = [...listed].filter((n) => n !== PAGE_LOOK_TOOL && (!registered.has(n) || registered.get(n)!.chatDoor === false));
    expect(unknown).toEqual([]);
    const orphans = toolCatalogue.filter((t) => t.chatDoor !== false && !listed.has(t.name)).map((t) => t.name);
    expect(orphans, 'chat tools no skill plans (add them to evals/skills.ts)').toEqual([]);
  });

  it('names exactly the skills atelier-local registers, once it has a registry', async () => {
    if (!existsSync(REGISTRY)) return;
    // A path in a variable: until the registry exists, nothing here may name its module.
    const registry = registryShape.parse(await import(/* @vite-ignore */ REGISTRY));
    expect(registry.SKILLS.map((s) => s.id).sort()).toEqual([...SKILL_IDS].sort());
  });

  it('reports what a suite lacks', () => {
    const one = (id: string, skill: string, calls: unknown[], extra: Record<string, unknown> = {}) =>
      parseCase({ description: id, skill, turns: [{ user: id, calls }], ...extra }, `single_tool/${id}`);
    const thin = [
      one('a', 'search', [{ name: 'products.search', args: { text: 'red' } }]),
      one('b', 'search', [{ name: 'products.search', args: 'any' }]),
      one('c', 'sources', [{ name: 'sources.add', args: { text: '@zara' } }], { pending: 'until the skills rebuild lands' }),
      one('d', 'help', [{ name: 'sources.list', args: { status: 'active' } }]),
    ];
    const problems = skillCoverageProblems(thin, changes);
    expect(problems).toEqual(expect.arrayContaining([
      'search: 1 case(s) with every call\'s arguments stated, needs 2',
      'sources: no gating case (every one is pending)',
      'sources: changes stored state but no case states the end state',
      'single_tool/d: tagged help, which calls no tool, but expects sources.list',
      '0 change skill(s) have a case the shopper denies, needs 3',
    ]));
  });
});
