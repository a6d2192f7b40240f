import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { accountChangeNotNow, accountObjectIn, accountVerb } from './account-verbs.js';

const TODAY = '2026-04-20';

describe('a verb negated beside another', () => {
  it.each([
    ['not unfollow her, just mute her', 'deactivate'],
    ["I said pause, not remove", 'deactivate'],
    ['unfollow him, never pause', 'remove'],
  ] as const)('%s → %s', (text, verb) => expect(accountVerb(text)).toBe(verb));

  it('still gives a verb negated alone, for the caller to read', () => expect(accountVerb("don't unfollow lena")).toBe('remove'));

  it('pauses, never unfollows, when the unfollow is the one turned down', () => {
    expect(understand('snooze camille.style for now, not unfollow', TODAY)).toEqual([{ kind: 'influencers.setActive', handles: ['camille.style'], active: false }]);
  });
});

describe('an account change told as done, or as the shopper\'s own plan', () => {
  it.each([
    'i muted lenaminimal last month', "I've already unfollowed street atelier", 'i already follow camille', "I'll unpause her in the autumn",
    'we are going to resume oslo knits after the holidays',
  ])('%s is no change now', (text) => expect(accountChangeNotNow(text.toLowerCase())).toBe(true));

  it.each([
    'resume camille.style, i paused her by accident', 'i need a break from lena', 'please unmute oslo knits', 'could you unfollow street atelier',
  ])('%s is a change now', (text) => expect(accountChangeNotNow(text.toLowerCase())).toBe(false));

  it('leaves the request beside it as the change', () => {
    expect(understand('I muted street atelier ages ago. Could you turn him back on?', TODAY))
      .toEqual([{ kind: 'influencers.setActive', handles: ['street.atelier'], active: true }]);
  });
});

describe('every account followed', () => {
  it.each([
    ['unfollow everybody please', { kind: 'influencers.unfollow', handles: [], except: [] }],
    ['pause all my influencers', { kind: 'influencers.setActive', handles: [], active: false, except: [] }],
    ['mute everyone but lena', { kind: 'influencers.setActive', handles: [], active: false, except: ['lenaminimal'] }],
  ])('%s', (text, expected) => expect(understand(text, TODAY)).toEqual([expected]));
});

describe('the word an account verb acts on', () => {
  it.each([
    ['hook up arket as a source', 'arket'],
    ['connect everlane to my sources', 'everlane'],
    ['turn hm off for a bit', 'hm'],
    ['switch off uniqlo please', 'uniqlo'],
    ['import weekday as a style source', 'weekday'],
    ['pause everyone', null],
    ['mute her for now', null],
  ])('%s → %s', (text, name) => {
    expect(accountObjectIn(text)).toBe(name);
  });
});
