import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { emptyState } from '../dialogue.js';
import type { Request } from './request.js';
import { resolveAcrossClauses, type SaidClause } from './same-message.js';

const TODAY = '2026-04-20';
const clause = (text: string, handles: string[] = [], passedOn = false): SaidClause => ({ text, handles, ...(passedOn ? { passedOn } : {}) });

/** A reread that records what it was asked to read and answers from a table. */
const rereader = (answers: Record<string, Request>) => {
  const asked: string[] = [];
  return { asked, reread: (text: string): Request | null => { asked.push(text); return answers[text] ?? null; } };
};

describe('an account an earlier clause named, for an account pronoun or a verb alone', () => {
  it('reads the pronoun again as the accounts the nearest earlier clause named', () => {
    const { asked, reread } = rereader({ 'unfollow @oslo_knits': { kind: 'influencers.unfollow', handles: ['oslo_knits'] } });
    const out = resolveAcrossClauses([{ kind: 'unknown' }, { kind: 'unknown' }], [clause("im following oslo_knits right", ['oslo_knits']), clause('unfollow her')], reread);
    expect(asked).toEqual(['unfollow @oslo_knits']);
    expect(out).toEqual([{ kind: 'unknown' }, { kind: 'influencers.unfollow', handles: ['oslo_knits'] }]);
  });

  it('a verb standing alone gets the accounts after it', () => {
    const { asked, reread } = rereader({ 'unfollow @a.one and @b.two': { kind: 'influencers.unfollow', handles: ['a.one', 'b.two'] } });
    resolveAcrossClauses([{ kind: 'hide', handles: ['a.one', 'b.two'] }, { kind: 'no_handles', action: 'unfollow' }], [clause('enough of a.one and b.two', ['a.one', 'b.two']), clause('unfollow')], reread);
    expect(asked).toEqual(['unfollow @a.one and @b.two']);
  });

  it('overrides the accounts an earlier turn left when this message named its own', () => {
    const { reread } = rereader({ 'pause @lenaminimal': { kind: 'influencers.setActive', handles: ['lenaminimal'], active: false } });
    const fromLastTurn: Request = { kind: 'influencers.setActive', handles: ['camille.style'], active: false };
    expect(resolveAcrossClauses([{ kind: 'handle_unclear', handles: ['lenaminimal'] }, fromLastTurn], [clause('lenaminimal is great', ['lenaminimal']), clause('pause her')], reread)[1])
      .toEqual({ kind: 'influencers.setActive', handles: ['lenaminimal'], active: false });
  });

  it('leaves a clause that names its own account, a clause with no pointer, and a first clause alone', () => {
    const { asked, reread } = rereader({});
    const own: Request = { kind: 'influencers.follow', handles: ['oslo_knits'] };
    resolveAcrossClauses([{ kind: 'unknown' }, own], [clause('unfollow her'), clause('follow @oslo_knits', ['oslo_knits'])], reread);
    resolveAcrossClauses([{ kind: 'unknown' }, { kind: 'unknown' }], [clause('lenaminimal is great', ['lenaminimal']), clause('what goes with a camel coat')], reread);
    expect(asked).toEqual([]);
  });

  it('never takes an account from text passed on, nor reads a passed-on clause again', () => {
    const { asked, reread } = rereader({});
    resolveAcrossClauses([{ kind: 'passed_on' }, { kind: 'unknown' }], [clause('"follow @oslo_knits"', ['oslo_knits'], true), clause('unfollow her')], reread);
    resolveAcrossClauses([{ kind: 'unknown' }, { kind: 'unknown' }], [clause('lenaminimal is great', ['lenaminimal']), clause('unfollow her', [], true)], reread);
    expect(asked).toEqual([]);
  });

  it('keeps the request when the clause read again is no account change', () => {
    const { reread } = rereader({ 'thanks @lenaminimal': { kind: 'handle_unclear', handles: ['lenaminimal'] } });
    expect(resolveAcrossClauses([{ kind: 'handle_unclear', handles: ['lenaminimal'] }, { kind: 'unknown' }], [clause('lenaminimal is great', ['lenaminimal']), clause('thanks')], reread))
      .toEqual([{ kind: 'handle_unclear', handles: ['lenaminimal'] }, { kind: 'unknown' }]);
  });
});

describe('through the pipeline', () => {
  it.each([
    ['im following oslo_knits right? unfollow her', [{ kind: 'influencers.unfollow', handles: ['oslo_knits'] }]],
    ['lenaminimal is great. follow her', [{ kind: 'influencers.follow', handles: ['lenaminimal'] }]],
    ["I've had enough of camille.style to be honest — unfollow", [{ kind: 'influencers.unfollow', handles: ['camille.style'] }]],
    ['heart lenaminimal\u2019s post and then follow her', [{ kind: 'posts.like', handle: 'lenaminimal' }, { kind: 'influencers.follow', handles: ['lenaminimal'] }]],
  ])('%s', (text, expected) => expect(understand(text, TODAY)).toMatchObject(expected));

  it('the account named in this message wins over the last turn\u2019s', () => {
    const after = { ...emptyState(), latestTool: 'influencers.follow', lastHandles: ['camille.style'], lastHandlesAre: 'influencers' as const };
    expect(understand('im following oslo_knits right? unfollow her', TODAY, after)).toEqual([{ kind: 'influencers.unfollow', handles: ['oslo_knits'] }]);
  });

  it('builds the look around the piece moved, and a sum of "it" after the cart is its total', () => {
    expect(understand('put the scarf in my basket and what would go with it?', TODAY)).toMatchObject([{ kind: 'dressingRoom.cart' }, { kind: 'outfit.build', anchors: [{ text: 'scarf' }] }]);
    expect(understand('show me my basket. what does it all come to?', TODAY)).toEqual([{ kind: 'cart.list', question: 'total' }]);
  });
});

describe('several accounts pointed at after an earlier clause narrowed them by a style the account list cannot show', () => {
  const { reread } = rereader({});
  const list: Request = { kind: 'influencers.list' };
  const styled = (text: string, styles: string[]): SaidClause => ({ text, handles: [], styles });

  it('asks back instead of following every account listed', () => {
    const out = resolveAcrossClauses([list, { kind: 'influencers.follow_ref', ref: { all: true } }], [styled('any boho people on here?', ['boho']), clause('add those please')], reread);
    expect(out[1]).toEqual({ kind: 'influencers.which', quality: 'boho' });
  });

  it('leaves a follow of them all standing when nothing narrowed the list', () => {
    const follow: Request = { kind: 'influencers.follow_ref', ref: { all: true } };
    expect(resolveAcrossClauses([list, follow], [styled('who is on atelier', []), clause('follow them')], reread)[1]).toEqual(follow);
  });

  it('leaves a follow of named accounts standing', () => {
    const follow: Request = { kind: 'influencers.follow', handles: ['lenaminimal', 'camille.style'] };
    expect(resolveAcrossClauses([list, follow], [styled('who does vintage', ['vintage']), clause('follow @lenaminimal and @camille.style', ['lenaminimal', 'camille.style'])], reread)[1]).toEqual(follow);
  });
});
