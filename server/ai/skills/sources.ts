/**
 * Style sources: the accounts whose looks shape the shopper's feed. Added from handles, links or a
 * pasted following export (an add asks first, like every change); listed, paused, put back and
 * removed. Wanting less of an account ("stop showing me @x") pauses it where the shopper has it,
 * never adds it. The verbs are the Agent Chat's grammar (tools/sources/intent.ts).
 */
import { looksLikeJson, NO_HANDLES_MESSAGE } from '../../../tools/sources/handles.js';
import { accountObjectsIn, accountVerb, shopsNamed, sourceVerbSaid } from './lib/account-verbs.js';
import { aboutSources, accountRequest, connectedAsked, plainOf } from './lib/accounts.js';
import { introducesAccount } from './lib/described-account.js';
import { examplesOf } from './lib/examples.js';
import { callOf, isRecord, lastOf, type PlanContext, type Resolution } from './lib/plan-core.js';
import type { Request } from './lib/request.js';
import { resolveHide } from './lib/plan-shopping.js';
import { plural, strings } from './lib/reply-format.js';
import { has } from './lib/words.js';
import { shoppingSentence } from './lib/reply-shopping.js';
import { at, commonOutcome } from './lib/speak-common.js';
import type { Skill } from './types.js';

const KINDS = ['sources.list', 'sources.add', 'sources.remove', 'sources.setActive', 'hide', 'handle_unclear', 'no_handles', 'invalid_handles'] as const;
const OWN = new Set<string>(KINDS);

/** The keys and links of Instagram's following export: bracketed text without them ("[object Object]") is no import. */
const EXPORT_WORDS = /relationships_following|string_list_data|instagram\.com\//i;
const looksLikeExport = (text: string): boolean => looksLikeJson(text) && EXPORT_WORDS.test(text.slice(0, 2000));

const sourceChangeNamed = (c: Parameters<Skill['read']>[0]): boolean => {
  const plain = plainOf(c.text);
  const ofSources = aboutSources(plain) || shopsNamed(plain) || (c.state.latestTool ?? '').replaceAll('_', '.').startsWith('sources.');
  const named = accountObjectsIn(plain);
  const unknownNamed = named.length > 0 && named.every((n) => c.slots.unknownHandles.includes(n));
  // "connect cos", "unlink mango": a verb only a source takes says which list is meant, whatever the verb's kind.
  const changed = SOURCE_CHANGES.has(accountVerb(plain) ?? '') || sourceVerbSaid(plain);
  return (ofSources || unknownNamed || sourceVerbSaid(plain)) && !c.slots.handles.length && !c.slots.garments.length && !c.slots.categories.length &&
    changed && named.length > 0;
};
const SOURCE_CHANGES = new Set(['deactivate', 'reactivate', 'remove']);

const everySourceChanged = (c: Parameters<Skill['read']>[0]): boolean => {
  const plain = plainOf(c.text);
  const ofSources = aboutSources(plain) || (c.state.latestTool ?? '').replaceAll('_', '.').startsWith('sources.');
  return ofSources && has(plain, 'all|every|everything|each') && SOURCE_CHANGES.has(accountVerb(plain) ?? '') && !c.slots.handles.length;
};

export const sourcesSkill: Skill = {
  id: 'sources',
  summary: 'Add, list, pause, put back and remove the style sources that shape the feed.',
  option: 'manage your style sources',
  examples: {
    sources: examplesOf([
      '(add|import|connect) @zara (as a source|to my sources|as a style source)',
      '(add|include) @cos_stores and @arket',
      '(list|show|what are) my (sources|style sources)',
      '(list|show) my (inactive|paused|archived) sources',
      '(remove|delete|drop) @zara from my sources',
      '(deactivate|pause|disable|mute|snooze) @zara (for a while|for now|)',
      '(and|also|oh and|) (turn|switch) off @zara(, i am over it| for now|)',
      '(reactivate|resume|enable|unpause) @zara',
      '(put|bring) @zara back',
      '(put|keep) (my @zara source|the @zara source|@zara as a source) on (hold|pause|ice) (for now|)',
      '(bring|put) my @zara source back',
      '(stop showing me|hide|no more|less of|i am tired of) @zara',
      '(stop showing me stuff from|i do not want to see) @zara (anymore|)',
      'instagram.com/zara',
      '[{"string_list_data":[{"value":"zara"}]}]',
      'here is my following export',
      '@zara @mango',
      '@zara?',
      'what about @zara',
    ]),
  },
  slots: ['handles', 'unknownHandles', 'invalidHandles', 'negated'],
  kinds: KINDS,
  // A change to a source named as no influencer is ("turn Zara off for the time being" after sources were added, "the
  // arket source can come back on", "switch arket off while I'm away"), claimed by its form: sources are being talked
  // about, or the name the verb acts on is no known account nor word.
  // So is a change to every source ("turn off all my style sources for now").
  claims: (c) => looksLikeExport(c.text) || sourceChangeNamed(c) || everySourceChanged(c) || connectedAsked(c.text) || introducesAccount(c),
  read(c) {
    if (looksLikeExport(c.text)) return { kind: 'sources.add', text: c.text };
    const r = accountRequest(c, c.sure);
    return r && OWN.has(r.kind) ? r : null;
  },
  plan(r, ctx) {
    switch (r.kind) {
      case 'sources.list': return callOf(ctx.tools, 'sources.list', { status: r.status });
      case 'sources.add': return callOf(ctx.tools, 'sources.add', { text: r.text });
      case 'sources.remove':
      case 'sources.setActive': {
        const handles = r.every ? everySource(r, ctx) : r.handles;
        if (!Array.isArray(handles)) return handles;
        if (!handles.length) return { none: true };
        return r.kind === 'sources.remove' ? callOf(ctx.tools, 'sources.remove', { handles }) : callOf(ctx.tools, 'sources.setActive', { handles, active: r.active });
      }
      case 'hide': return resolveHide(r, ctx);
      default: return { none: true };
    }
  },
  speak(r, o) {
    if (r.kind === 'no_handles') return NO_HANDLES_MESSAGE;
    if (r.kind === 'invalid_handles') {
      return `${r.invalid.map((h) => `“${h}”`).join(', ')} ${r.invalid.length === 1 ? 'isn\u2019t' : 'aren\u2019t'} a valid Instagram handle: a handle has 2 to 30 letters, digits, dots or underscores.`;
    }
    if (r.kind === 'hide' || r.kind === 'handle_unclear') return shoppingSentence(r, o) ?? '';
    const said = commonOutcome(o);
    if (typeof said === 'string') return said;
    const { out, args } = said;
    switch (r.kind) {
      case 'sources.list': {
        const sources = Array.isArray(out.sources) ? out.sources.filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null).map((s) => String(s.handle)) : [];
        const label = r.status === 'inactive' ? 'inactive ' : r.status === 'active' ? 'active ' : '';
        if (!sources.length) return r.status === 'inactive' ? 'You have no inactive sources.' : 'You have no style sources yet. Try \u2018add @name\u2019.';
        return `You have ${plural(sources.length, `${label}source`)}: ${at(sources, 30)}.`;
      }
      case 'sources.add': {
        const added = strings(out.added);
        const skipped = strings(out.skipped);
        const invalidCount = typeof out.invalidCount === 'number' ? out.invalidCount : strings(out.invalid).length;
        const parts = [added.length ? `Added ${plural(added.length, 'source')}: ${at(added)}.` : 'No new sources were added.'];
        if (skipped.length) parts.push(`Already there: ${at(skipped)}.`);
        if (invalidCount) parts.push(`Left out ${plural(invalidCount, 'invalid handle')}.`);
        return parts.join(' ');
      }
      case 'sources.remove': {
        const removed = strings(out.removed);
        const notFound = strings(out.notFound);
        const parts = [removed.length ? `Removed ${at(removed)} from your sources.` : 'Nothing was removed.'];
        if (notFound.length) parts.push(`Not among your sources: ${at(notFound)}.`);
        return parts.join(' ');
      }
      case 'sources.setActive': return setActiveSentence(out, args.active === true, 'source');
      default: return '';
    }
  },
};

/**
 * Every source a change to all of them touches, from her list (read first when this turn has not): pausing touches the
 * active ones, putting back the paused ones, removing all of them.
 */
const everySource = (r: Extract<Request, { kind: 'sources.remove' | 'sources.setActive' }>, ctx: PlanContext): string[] | Resolution => {
  const listed = lastOf(ctx.own, 'sources.list');
  if (!listed || !isRecord(listed.input) || listed.input.status !== 'all') return callOf(ctx.tools, 'sources.list', { status: 'all' }, true);
  const sources = isRecord(listed.output) && Array.isArray(listed.output.sources) ? listed.output.sources.filter(isRecord) : [];
  return sources.filter((s) => r.kind === 'sources.remove' || (s.is_active !== false) === !r.active).map((s) => String(s.handle));
};

/** "Deactivated @a. Already inactive: @b. Not among your sources: @c." */
export const setActiveSentence = (out: Record<string, unknown>, active: boolean, what: 'source' | 'influencer'): string => {
  const changed = strings(out.changed);
  const notFound = [...strings(out.notFound), ...strings(out.notFollowed)];
  const unchanged = strings(out.unchanged);
  const verb = active ? 'Reactivated' : 'Deactivated';
  const parts = [changed.length ? `${verb} ${at(changed)}.` : `No ${what}s changed.`];
  if (unchanged.length) parts.push(`Already ${active ? 'active' : 'inactive'}: ${at(unchanged)}.`);
  if (notFound.length) parts.push(`Not ${what === 'source' ? 'among your sources' : 'followed'}: ${at(notFound)}.`);
  return parts.join(' ');
};

