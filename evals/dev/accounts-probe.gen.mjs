// Probe batch of the "an account is found by anything that names it" mechanism (issue 27, accounts worktree): written
// before the fix, in voices unlike the blind misses, one case per line of accounts-probe.messages.txt. An account is
// named by its handle, a word of it, its display name, or its style (matched against the influencers' own data); every
// account verb (follow, pause for a while, resume, unfollow, list, posts, like) reaches its tool.
// `node evals/dev/accounts-probe.gen.mjs`.
import { blindcheck, c, follow, has, oneOf, pause, t, unfollow, writeCases } from '../blind/blindcheck-cases.mjs';

const HERE = new URL('.', import.meta.url);
const { name, add, done } = blindcheck('probe', { prefix: 'accounts', dir: HERE });
const accounts = c('influencers.list');
const followed = c('influencers.followed');
const latest = c('posts.latest');
const sourcesActive = (active, ...handles) => c('sources.setActive', { handles: { $set: handles }, active });

add('following', 'follow-hoodie-guy', 'The account described by its style (hoodies): street.atelier followed',
  [t([follow('street.atelier')])], { end: { follows: ['street.atelier'], taste: 'refreshed' } });
add('following', 'follow-camille-blazers', 'Camille by her display name: camille.style followed',
  [t([follow('camille.style')])], { end: { follows: ['camille.style'], taste: 'refreshed' } });
add('following', 'mute-street-summer', 'A word of the handle, muted for the summer: paused, never unfollowed',
  [t([pause(false, 'street.atelier')])], { setup: { follows: ['street.atelier'] }, end: { follows: ['!street.atelier'], taste: 'refreshed' } });
add('following', 'break-from-lena-until-september', 'A break until September, not an unfollow: paused',
  [t([pause(false, 'lenaminimal')])], { setup: { follows: ['lenaminimal'] }, end: { follows: ['!lenaminimal'], taste: 'refreshed' } });
add('following', 'hold-camille-then-active-again', 'On hold for the time being, then "active again": paused, then resumed',
  [t([pause(false, 'camille.style')]), t([pause(true, 'camille.style')])],
  { setup: { follows: ['camille.style'] }, end: { follows: ['camille.style'], taste: 'refreshed' } });
add('following', 'unfollow-oslo-who-is-left', 'Unfollow oslo_knits, then who is left: the follows read',
  [t([unfollow('oslo_knits'), followed], { ordered: false, replyMentions: ['@lenaminimal'] })],
  { setup: { follows: ['oslo_knits', 'lenaminimal'] }, end: { follows: ['lenaminimal'], taste: 'refreshed' } });
add('following', 'anyone-streetwear', 'Is anyone into streetwear: the accounts listed, nothing followed',
  [t([accounts])]);
add('following', 'oslo-knits-posting', 'What Oslo Knits has been posting: the latest posts',
  [t([latest])]);
add('following', 'follow-two-like-oslo-newest', 'Follow two, then like oslo_knits\' newest post: posts read, hers liked',
  [t([follow('lenaminimal', 'oslo_knits')]), t([latest, c('posts.like', { postId: { $post: 'oslo_knits' } })])],
  { end: { follows: ['lenaminimal', 'oslo_knits'], likes: ['oslo_knits'], taste: 'refreshed' } });
add('following', 'camille-posts-like-second', 'Camille\'s posts, then "her 2nd one": she has one post, nothing liked',
  [t([latest]), t([])]);
add('following', 'add-mango-arket-sources', 'Two sources named at once: both added in one call',
  [t([c('sources.add', { text: has('arket') })])], { end: { sources: ['arket', 'mango'], follows: ['arket', 'mango'], taste: 'refreshed' } });
add('following', 'arket-off-while-travelling', 'A source switched off while travelling: sources.setActive false',
  [t([sourcesActive(false, 'arket')])], { setup: { sources: ['arket'] }, end: { sources: ['!arket'], follows: ['!arket'], taste: 'refreshed' } });
add('following', 'arket-back-on', 'The paused source back on: sources.setActive true',
  [t([sourcesActive(true, 'arket')])], { setup: { sources: ['!arket'] }, end: { sources: ['arket'], follows: ['arket'], taste: 'refreshed' } });
add('following', 'unfollow-streetwear-account', 'The streetwear account unfollowed',
  [t([unfollow('street.atelier')])], { setup: { follows: ['street.atelier', 'lenaminimal'] }, end: { follows: ['lenaminimal'], taste: 'refreshed' } });
add('following', 'anyone-monochrome-no-follow', 'Anyone monochrome, only asking: the accounts listed, nothing followed',
  [t([accounts])]);
add('typos', 'folow-camile', 'Misspelt verb and name: camille.style followed',
  [t([follow('camille.style')])], { end: { follows: ['camille.style'], taste: 'refreshed' } });
add('following', 'follow-lena-then-cosy-one', 'Follow lenaminimal, then "the cosy one": oslo_knits followed',
  [t([follow('lenaminimal')]), t([follow('oslo_knits')])], { end: { follows: ['lenaminimal', 'oslo_knits'], taste: 'refreshed' } });
add('following', 'follow-two-pause-both', 'Follow two, then pause both for a couple of weeks',
  [t([follow('camille.style', 'lenaminimal')]), t([pause(false, 'camille.style', 'lenaminimal')])],
  { end: { follows: ['!camille.style', '!lenaminimal'], taste: 'refreshed' } });
add('following', 'knitwear-lady-until-autumn', 'The knitwear account stopped until autumn: paused',
  [t([pause(false, 'oslo_knits')])], { setup: { follows: ['oslo_knits'] }, end: { follows: ['!oslo_knits'], taste: 'refreshed' } });
add('following', 'oslo-something-jumpers-follow', '"Oslo something with nice jumpers": oslo_knits followed',
  [t([follow('oslo_knits')])], { end: { follows: ['oslo_knits'], taste: 'refreshed' } });
add('following', 'most-minimal-then-follow-that', 'Which is the most minimal (listed), then "follow that one": a minimalist followed',
  [t([accounts]), t([c('influencers.follow', { handles: oneOf({ $set: ['lenaminimal'] }, { $set: ['camille.style'] }, { $set: ['camille.style', 'lenaminimal'] }) })])],
  { end: { taste: 'refreshed' } });
add('following', 'who-besides-lena', 'Who else is followed besides Lena: the follows read',
  [t([followed], { replyMentions: ['@camille.style'] })], { setup: { follows: ['lenaminimal', 'camille.style'] } });

writeCases(name, done(), HERE);
