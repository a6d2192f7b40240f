/**
 * The pipeline without a model around it, for tests: what a message reads as with no conversation
 * before it, and the call a request plans against given lists. Eval world names by default.
 */
import { evalKnownNames } from './fixtures.js';
import { emptyState, type DialogueState } from '../server/ai/skills/dialogue.js';
import type { AvailableTool, ItemKind, ItemList, Resolution, SeenResult } from '../server/ai/skills/lib/plan-core.js';
import type { Request } from '../server/ai/skills/lib/request.js';
import { createBrain, understandMessage, type Brain } from '../server/ai/skills/pipeline.js';
import { skillOfKind } from '../server/ai/skills/registry.js';

let brain: Brain | null = null;
export const testBrain = (): Brain =>
  (brain ??= createBrain(evalKnownNames()));

export const understand = (text: string, today: string, state: DialogueState = emptyState(), offered: readonly string[] = []): Request[] =>
  understandMessage(text, testBrain(), { today, state, offered });

export const resolve = (
  r: Request, tools: AvailableTool[], latestList: (kind: ItemKind) => ItemList | null, current: SeenResult[] = [],
  extra: { own?: SeenResult[]; history?: SeenResult[] } = {},
): Resolution => skillOfKind(r.kind).plan(r, { tools, latestList, current, own: extra.own ?? [], history: extra.history ?? current });
