import { describe, expect, it } from 'vitest';
import { understand } from '../../../../evals/skill-harness.js';
import { emptyState } from '../dialogue.js';
import { accountObjectsIn, shopsNamed, sourceVerbSaid } from './account-verbs.js';

const TODAY = '2026-04-20';
const kinds = (text: string) => understand(text, TODAY).map((r) => r.kind);

describe('a shop named as what an account verb acts on is a style source', () => {
  it.each([
    ['could you link mango to my feed', 'sources.add'],
    ['hook up uniqlo for me', 'sources.add'],
    ['unlink arket please', 'sources.remove'],
    ['switch uniqlo off until spring', 'sources.setActive'],
    ['put massimo dutti and cos on pause', 'sources.setActive'],
    ['mango on hold for now please', 'sources.setActive'],
    ['reconnect & other stories', 'sources.setActive'],
  ])('%s', (text, kind) => {
    expect(kinds(text)).toEqual([kind]);
  });

  it('reads a label of several words as one source, and the names joined to it', () => {
    expect(accountObjectsIn('put massimo dutti and cos on pause')).toEqual(['massimodutti', 'cos']);
    expect(understand('could you link mango to my feed', TODAY)).toMatchObject([{ kind: 'sources.add', text: expect.stringContaining('@mango') }]);
  });

  it('a verb only a source takes says sources are meant; a shop after "my" is a piece she owns', () => {
    expect(sourceVerbSaid('please unlink weekday')).toBe(true);
    expect(sourceVerbSaid('pause lena for a while')).toBe(false);
    expect(shopsNamed('turn mango back on')).toBe(true);
    expect(shopsNamed('gave my zara boots away, take them off')).toBe(false);
  });

  it('a pause of an influencer stays an influencer pause', () => {
    expect(understand('put camille on pause for a week', TODAY)).toMatchObject([{ kind: 'influencers.setActive', handles: ['camille.style'], active: false }]);
  });
});

describe('what is connected is asked with the list, not with a connection', () => {
  it.each(['which shops have I got linked?', 'is mango still connected', 'my style sources pls'])('%s', (text) => {
    expect(understand(text, TODAY)).toMatchObject([{ kind: 'sources.list' }]);
  });

  it('asking what a source is lists nothing', () => {
    expect(kinds('what is a style source anyway')).not.toContain('sources.list');
  });

  it('a change to every source reads her list first', () => {
    expect(understand('remove every style source I have', TODAY)).toMatchObject([{ kind: 'sources.remove', handles: [], every: true }]);
    const listed = { ...emptyState(), latestTool: 'sources_list', lists: { products: [], influencers: [{ handle: 'zara' }], posts: [] } };
    expect(understand('pause all of them', TODAY, listed)).toMatchObject([{ kind: 'sources.setActive', active: false, every: true }]);
  });
});
