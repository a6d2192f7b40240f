/**
 * What a message was understood as, kept for the later model calls of the same turn. The AI SDK calls
 * the model once a step (plan the calls, then speak their results, more steps for a change approved),
 * and every call reads the same message over the same conversation before it: understanding it again
 * gave the same requests at the same cost. Keyed by everything the understanding reads (the brain,
 * today, the tools on offer, the message, the earlier messages and their results); a few dozen turns
 * kept per brain, oldest forgotten first. The first step of a turn always understands afresh (and
 * keeps what it found), so a message said again in a new turn is read again. Callers get their own
 * copy, so nothing they change is kept.
 */

/** Turns kept per brain: enough for the requests in flight at once, small enough to forget quickly. */
const KEPT = 32;
/** A conversation longer than this (as JSON) is understood afresh: its key would cost more than it saves. */
const MAX_KEY = 200_000;

const kept = new WeakMap<object, Map<string, unknown>>();

/** `compute()` once per brain and key; a later step (`laterStep`) with an equal key gets a copy of its answer. */
export const oncePerTurn = <T>(brain: object, key: readonly unknown[], laterStep: boolean, compute: () => T): T => {
  const k = JSON.stringify(key);
  if (k.length > MAX_KEY) return compute();
  let turns = kept.get(brain);
  if (!turns) kept.set(brain, (turns = new Map()));
  if (laterStep && turns.has(k)) return structuredClone(turns.get(k)) as T;
  turns.delete(k);
  const value = compute();
  if (turns.size >= KEPT) turns.delete(turns.keys().next().value!);
  turns.set(k, structuredClone(value));
  return value;
};
