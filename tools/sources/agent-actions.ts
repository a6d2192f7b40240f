/**
 * The style-discovery agent's actions (product rules §4 Agent flow) as tool calls, shared by the web's
 * Agent Chat machine and the scripted agent: which tool an intent calls, what the preview says,
 * what changed, and the handles an Undo must reverse.
 */
import type { ChangeIntentKind } from './intent.js';
import { inverseIntent } from './intent.js';
import { countOf } from '../text/phrase.js';

/** influencers.follow takes at most 500 handles per call; bigger imports go in several calls. */
export const AGENT_CALL_CHUNK = 500;

export interface AgentToolCall {
  name: 'influencers.follow' | 'influencers.unfollow' | 'influencers.setActive' | 'influencers.followed';
  input: Record<string, unknown>;
}

export interface AppliedAction {
  kind: ChangeIntentKind;
  /** The handles that actually changed: what an Undo reverses. */
  handles: string[];
}

const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

export const changeCalls = (kind: ChangeIntentKind, handles: readonly string[]): AgentToolCall[] =>
  chunk(handles, AGENT_CALL_CHUNK).map((part) => {
    switch (kind) {
      case 'add': return { name: 'influencers.follow', input: { handles: part } };
      case 'remove': return { name: 'influencers.unfollow', input: { handles: part } };
      case 'deactivate': return { name: 'influencers.setActive', input: { handles: part, active: false } };
      case 'reactivate': return { name: 'influencers.setActive', input: { handles: part, active: true } };
    }
  });

export const listCall = (inactive: boolean): AgentToolCall => ({ name: 'influencers.followed', input: { status: inactive ? 'inactive' : 'active' } });

const VERB: Record<ChangeIntentKind, string> = { add: 'Add', remove: 'Remove', deactivate: 'Deactivate', reactivate: 'Reactivate' };
const PAST: Record<ChangeIntentKind, string> = { add: 'Added', remove: 'Removed', deactivate: 'Deactivated', reactivate: 'Reactivated' };

const list = (handles: readonly string[], max = 30) => {
  const shown = handles.slice(0, max).map((h) => `@${h}`).join(', ');
  return handles.length > max ? `${shown} +${handles.length - max} more` : shown;
};

export const previewText = (kind: ChangeIntentKind, handles: readonly string[]) =>
  `${VERB[kind]} ${countOf(handles.length, 'influencer', { zero: 'number' })}: ${list(handles)}? Apply or Cancel.`;

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** What changed, read from the tool outputs of one apply. */
export const appliedFrom = (kind: ChangeIntentKind, outputs: readonly unknown[]): AppliedAction => {
  const key = kind === 'add' ? 'added' : kind === 'remove' ? 'removed' : 'changed';
  const handles = outputs.flatMap((o) => (typeof o === 'object' && o !== null ? strings((o as Record<string, unknown>)[key]) : []));
  return { kind, handles };
};

export const appliedText = (action: AppliedAction, undo = false) => {
  const prefix = undo ? 'Undone. ' : '';
  if (!action.handles.length) return `${prefix}Nothing changed.`;
  return `${prefix}${PAST[action.kind]} ${list(action.handles)}.`;
};

/** The reverse of an applied action (product rules §4): add ↔ remove, deactivate ↔ reactivate. */
export const undoOf = (action: AppliedAction): AppliedAction => ({ kind: inverseIntent(action.kind), handles: action.handles });

export const listText = (handles: readonly string[], inactive: boolean) =>
  handles.length
    ? `${inactive ? 'Inactive' : 'Active'} influencers (${handles.length}): ${list(handles, 60)}`
    : inactive ? 'No inactive influencers.' : 'You are not following any influencers yet. Try ‘add @name’.';
