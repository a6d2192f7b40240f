import { describe, expect, it } from 'vitest';
import { handleCandidates, partitionHandles } from './handles.js';
import { intentKind, inverseIntent, parseAgentIntent } from './intent.js';

describe('agent words (product rules §5)', () => {
  it.each([
    ['help', 'help'], ['show me an example', 'help'],
    ['list', 'list'], ['show my influencers', 'list'],
    ['list inactive', 'list_inactive'], ['show archived', 'list_inactive'], ['list disabled', 'list_inactive'],
    ['deactivate @a1', 'deactivate'], ['disable @a1', 'deactivate'], ['pause @a1', 'deactivate'], ['mute @a1', 'deactivate'], ['archive @a1', 'deactivate'],
    ['reactivate @a1', 'reactivate'], ['activate @a1', 'reactivate'], ['Activate @cos', 'reactivate'], ['enable @a1', 'reactivate'], ['resume @a1', 'reactivate'], ['unarchive @a1', 'reactivate'],
    ['remove @a1', 'remove'], ['unfollow @a1', 'remove'], ['delete @a1', 'remove'], ['drop @a1', 'remove'],
    ['add @a1', 'add'], ['@a1 @b2', 'add'], ['[{"title":"ab"}]', 'add'],
  ])('%s → %s', (text, kind) => {
    expect(intentKind(text)).toBe(kind);
  });

  it('ignores command words inside handles', () => {
    expect(intentKind('add @help.me')).toBe('add');
    expect(intentKind('follow instagram.com/list_daily')).toBe('add');
  });

  it('extracts handles from mentions and profile links', () => {
    expect(parseAgentIntent('remove @Zara, https://instagram.com/COS_stores/ and @zara.').handles).toEqual(['zara', 'cos_stores']);
    expect(parseAgentIntent('add @' + 'x'.repeat(31)).invalid).toHaveLength(1);
    expect(parseAgentIntent('add someone').handles).toEqual([]);
  });

  it('keeps only the allowed characters of a mention', () => {
    expect(partitionHandles(handleCandidates('@zara😀 and @a')).handles).toEqual(['zara']);
  });

  it('reports an unreadable export instead of throwing', () => {
    expect(parseAgentIntent('{"nope": 1}').error).toMatch(/not an Instagram following export/);
  });

  it('inverts change intents', () => {
    expect(inverseIntent('add')).toBe('remove');
    expect(inverseIntent('remove')).toBe('add');
    expect(inverseIntent('deactivate')).toBe('reactivate');
    expect(inverseIntent('reactivate')).toBe('deactivate');
  });
});
