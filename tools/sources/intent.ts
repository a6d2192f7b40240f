/**
 * Product rules §5 "Agent words": the style-discovery agent's grammar. Pure; the web's Agent Chat and the
 * stylist's sources skill (server/ai/skills/sources.ts) both read with it. Handles are taken out before the words are read, so a handle
 * such as @helpme never turns a message into help.
 */
import { extractHandles } from './extract.js';
import { FollowingExportError, looksLikeJson } from './following-export.js';

export const AGENT_INTENT_KINDS = ['help', 'list', 'list_inactive', 'add', 'remove', 'deactivate', 'reactivate'] as const;
export type AgentIntentKind = (typeof AGENT_INTENT_KINDS)[number];
export type ChangeIntentKind = Extract<AgentIntentKind, 'add' | 'remove' | 'deactivate' | 'reactivate'>;

export interface AgentIntent {
  kind: AgentIntentKind;
  handles: string[];
  /** Mentions that did not survive normalisation (e.g. 31 characters). */
  invalid: string[];
  /** Set when the text looked like a following export but could not be read. */
  error?: string;
}

const words = (pattern: string) => new RegExp(`\\b(?:${pattern})\\b`, 'i');
const HELP = words('help|examples?');
const LIST = words('list|show');
const INACTIVE = words('inactive|archived|disabled');
const DEACTIVATE = words('deactivate|disable|pause|mute|archive|snooze|put on hold|take a break from');
// 'activate' is only ever said of someone already followed (a new follow is 'add'): it means reactivate.
const REACTIVATE = words('reactivate|activate|enable|resume|unarchive|unpause|unmute|put (?:\\S+ )?back|bring (?:\\S+ )?back|turn (?:\\S+ )?back on');
const REMOVE = words('remove|unfollow|delete|drop|stop following|get rid of');

const withoutHandles = (text: string) =>
  text.replace(/(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/\S*/gi, ' ').replace(/@\S+/g, ' ');

export const isChangeIntent = (kind: AgentIntentKind): kind is ChangeIntentKind =>
  kind === 'add' || kind === 'remove' || kind === 'deactivate' || kind === 'reactivate';

/** The kind from the words alone, in the spec's order of precedence. */
export const intentKind = (text: string): AgentIntentKind => {
  if (looksLikeJson(text)) return 'add';
  const plain = withoutHandles(text);
  if (HELP.test(plain)) return 'help';
  if (LIST.test(plain)) return INACTIVE.test(plain) ? 'list_inactive' : 'list';
  if (DEACTIVATE.test(plain)) return 'deactivate';
  if (REACTIVATE.test(plain)) return 'reactivate';
  if (REMOVE.test(plain)) return 'remove';
  return 'add';
};

export const parseAgentIntent = (text: string): AgentIntent => {
  const kind = intentKind(text);
  if (!isChangeIntent(kind)) return { kind, handles: [], invalid: [] };
  try {
    const { handles, invalid } = extractHandles(text);
    return { kind, handles, invalid };
  } catch (error) {
    if (error instanceof FollowingExportError) return { kind, handles: [], invalid: [], error: error.message };
    throw error;
  }
};

/** Product rules §4: add ↔ remove, deactivate ↔ reactivate. */
export const inverseIntent = (kind: ChangeIntentKind): ChangeIntentKind =>
  ({ add: 'remove', remove: 'add', deactivate: 'reactivate', reactivate: 'deactivate' } as const)[kind];

export const AGENT_HELP_TEXT = [
  'I manage the influencers you follow. Try:',
  '• add @name @other — follow influencers (or paste Instagram links or your following.json)',
  '• remove @name — unfollow',
  '• deactivate @name / reactivate @name — pause or resume without losing them',
  '• list — who you follow; list inactive — the paused ones',
  'Every change shows a preview first: Apply or Cancel, then Undo if you change your mind.',
].join('\n');
