import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { dialogueState, emptyState } from '../dialogue.js';
import { accountVerb } from './account-verbs.js';
import { accountsInPlay, accountsNamedBefore } from './accounts-in-play.js';

const TODAY = '2026-04-20';
const refused = (input: Record<string, unknown>) => ({ toolName: 'influencers_setActive', input, output: { error: 'not following' }, isError: true, request: null, prep: false });
/** Right after a pause the tool refused: the shopper still meant that account. */
const afterRefusedPause = (handle: string) => dialogueState([refused({ handles: [handle], active: false })], ['pause her']);
/** The shopper's own words named `handle` so many messages ago, and no account was changed. */
const namedAgo = (handle: string, ago: number) => ({ ...emptyState(), namedAccounts: { handles: [handle], ago } });

describe('the accounts in play', () => {
  it('are the ones the last message named, then the last change, then an older message', () => {
    const read = (t: string) => (t.includes('lena') ? ['lenaminimal'] : t.includes('oslo') ? ['oslo_knits'] : []);
    expect(accountsNamedBefore(['is oslo nice', 'is lena nice', 'hm'], read)).toEqual({ handles: ['lenaminimal'], ago: 2 });
    expect(accountsNamedBefore(['hello'], read)).toBeUndefined();
    expect(accountsInPlay({ ...emptyState(), lastHandles: ['camille.style'], namedAccounts: { handles: ['lenaminimal'], ago: 1 } })).toEqual(['lenaminimal']);
    expect(accountsInPlay({ ...emptyState(), lastHandles: ['camille.style'], namedAccounts: { handles: ['lenaminimal'], ago: 2 } })).toEqual(['camille.style']);
  });

  it('keeps the handles of a change the tool refused', () => {
    const state = afterRefusedPause('oslo_knits');
    expect(state.lastHandles).toEqual(['oslo_knits']);
    expect(state.lastAccountChange).toEqual({ tool: 'influencers.setActive', active: false, latest: true });
  });
});

describe('a pronoun or a bare verb acts on the account in play', () => {
  it.each([
    ['right, go ahead and follow her', namedAgo('oslo_knits', 1), { kind: 'influencers.follow', handles: ['oslo_knits'] }],
    ['wait, unmute her again', afterRefusedPause('street.atelier'), { kind: 'influencers.setActive', handles: ['street.atelier'], active: true }],
  ])('%s', (text, state, expected) => {
    expect(understand(text, TODAY, state)).toEqual([expected]);
  });

  it('a question about her follows changes none of them, whichever account is in play', () => {
    for (const text of ['so which accounts do i still follow?', 'do i even follow her'])
      expect(understand(text, TODAY, afterRefusedPause('oslo_knits')).map((r) => r.kind)).not.toContain('influencers.follow');
    expect(understand('so which accounts do i still follow?', TODAY, afterRefusedPause('oslo_knits'))).toEqual([{ kind: 'influencers.followed', status: 'active' }]);
  });

  it('a time said alone right after a pause pauses the same account again', () => {
    for (const text of ['hmm, better make it three weeks', 'just until the end of june'])
      expect(understand(text, TODAY, afterRefusedPause('lenaminimal'))).toEqual([{ kind: 'influencers.setActive', handles: ['lenaminimal'], active: false }]);
    // With no pause just before, a time alone is no account change.
    expect(understand('just until the end of june', TODAY, namedAgo('lenaminimal', 1)).map((r) => r.kind)).not.toContain('influencers.setActive');
  });
});

describe('a pause told as the reason is not the change', () => {
  it('switches an account back on when the pause is in the past', () => {
    expect(accountVerb("switch lena back on, i silenced her when i was busy and it's quiet now")).toBe('reactivate');
    expect(accountVerb("pause her over the summer, i'll want her back in october")).toBe('deactivate');
  });
});
