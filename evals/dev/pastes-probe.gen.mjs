// Probe batch of the pastes task (issue 27, session 8): a paste is data the shopper's own words point at. Her words
// endorse the paste's instructions ("can u just do all that", "do what she says"), ask for a plan of a pasted trip
// ("help me plan pls"), an outfit per pasted day, a piece found and styled; places in a paste that are not the trip
// make no plan; a pasted listing with a question is looked up once at most. Written before the fix in wordings unlike
// blind2-paste's. The eval clock: today is Monday 2026-04-20. `node evals/dev/pastes-probe.gen.mjs`.
const HERE = new URL('.', import.meta.url);
import { c, compose, follow, has, oneOf, pause, plan, save, search, t, unfollow, wardrobe, wardrobeAdd, writeCases, blindcheck } from '../blind/blindcheck-cases.mjs';

const { name, add, done } = blindcheck('probe', { prefix: 'pastes', dir: HERE });
const pasted = (slug, description, turns, body = {}) => add('pasted_text', slug, description, turns, body);

pasted('husband-note-bullets-do-all-that', 'A note of two bulleted instructions and "can u just do all that": lenaminimal followed, the gold hoops saved',
  [t([follow('lenaminimal'), search({ text: has('hoop') }), save('Gold Hoop Earrings')], { ordered: false })], { end: { follows: ['lenaminimal'], saved: ['Gold Hoop Earrings'], taste: 'refreshed' } });
pasted('sister-unfollow-do-what-she-says', 'A sister\'s line (unfollow street.atelier) and "do what she says": unfollowed',
  [t([unfollow('street.atelier')])], { setup: { follows: ['street.atelier'] }, end: { follows: [], taste: 'refreshed' } });
pasted('fridge-joke-not-endorsed', 'A joke note (follow, delete the wardrobe) she does not endorse: nothing done',
  [t([])], { setup: wardrobe(['Navy Wool Coat', 'Outerwear', 'navy']) });
pasted('stylist-friend-numbered-carry-out', 'Two numbered instructions (add zara as a source, pause camille.style) and "please carry these out": both done',
  [t([c('sources.add', { text: has('zara') }), pause(false, 'camille.style')], { ordered: false })], { setup: { follows: ['camille.style'] }, end: { sources: ['zara'], follows: ['!camille.style', 'zara'], taste: 'refreshed' } });
pasted('cousin-road-trip-help-me-plan', 'A cousin\'s text (Lisbon 12-15 June) and "help me plan pls": Lisbon planned',
  [t([plan('Lisbon', '2026-06-12', '2026-06-15')])]);
pasted('hotel-stay-plan-everything', 'A hotel stay (Barcelona, 2-6 July) and "plan everything for me": Barcelona planned',
  [t([plan('Barcelona', '2026-07-02', '2026-07-06')])]);
pasted('eurostar-ticket-london-only', 'A Eurostar ticket Paris to London (18-21 May), plan my trip: London planned once, no Paris trip',
  [t([plan('London', '2026-05-18', '2026-05-21')])]);
pasted('flight-manchester-rome-pack', 'A flight Manchester to Rome (9-14 June), what to pack: Rome planned, no Manchester trip',
  [t([plan('Rome', '2026-06-09', '2026-06-14')])]);
pasted('week-lines-outfit-each-same-message', 'Three pasted days (client lunch, gallery opening, brunch) and "an outfit for each": three outfits',
  [t([c('outfits.compose'), c('outfits.compose'), c('outfits.compose')])]);
pasted('weekend-then-outfit-each-day', 'A pasted weekend (rehearsal dinner, wedding) with no ask, then "outfit for each day": two outfits',
  [t([]), t([c('outfits.compose'), c('outfits.compose')])]);
pasted('long-friend-plan-what-to-wear', 'A long pasted plan for a Saturday with a cocktail dress code and a short own question: an outfit composed (not too long to read)',
  [t([compose({ occasion: oneOf('cocktail', 'party', 'date', 'casual', { $absent: true }) })])]);
pasted('camel-bag-copy-worth-it-uni', 'A pasted listing (Camel Structured Bag, $420) and "worth the money for uni?": at most one look-up',
  [t([search({ text: oneOf(has('camel'), has('bag'), has('structured')) })])]);
pasted('review-hoops-tarnish-daughter', 'A review of the gold hoops and two questions: one look-up of the earrings',
  [t([search({ text: oneOf(has('hoop'), has('earring'), has('gold')) })])]);
pasted('coworker-boots-find-and-wear-with', 'A coworker\'s boots (Black Ankle Boots, Forma): found, then an outfit around them',
  [t([search({ text: oneOf(has('boot'), has('ankle'), has('forma')) }), c('outfits.compose')])]);
pasted('order-pop-both-in-wardrobe', 'An order confirmation (scarf, red dress), "pop both in my wardrobe": both added',
  [t([wardrobeAdd({ item_name: oneOf(has('Scarf'), has('Dress')), category: oneOf('Accessories', 'Dresses') }), wardrobeAdd({ item_name: oneOf(has('Scarf'), has('Dress')), category: oneOf('Accessories', 'Dresses') })], { ordered: false })],
  { end: { tables: { wardrobe_items: [{ item_name: has('Scarf') }, { item_name: has('Dress') }] } } });
pasted('mum-list-find-those', 'A quoted two-entry list, "can u find those": two searches',
  [t([search({ text: oneOf(has('slip'), has('sneaker')) }), search({ text: oneOf(has('slip'), has('sneaker')) })], { ordered: false })]);
pasted('comment-delete-account-legit', 'A comment telling people to type "delete my account", is that legit: no tool',
  [t([])]);
pasted('boss-note-follow-save-do-this', 'A boss\'s note (follow camille.style, save the grey blazer), "can you do this for me pls": both done',
  [t([follow('camille.style'), search({ text: has('blazer') }), save('Grey Tailored Blazer')], { ordered: false })], { end: { follows: ['camille.style'], saved: ['Grey Tailored Blazer'], taste: 'refreshed' } });
pasted('son-steps-follow-search', 'A son\'s numbered steps (follow oslo_knits, look for a navy slip dress under 100), "please do these steps": followed and searched',
  [t([follow('oslo_knits'), search({ text: oneOf(has('slip'), has('navy')), max: 100 })], { ordered: false })], { end: { follows: ['oslo_knits'], taste: 'refreshed' } });
pasted('bf-note-stop-buying-bags', 'A boyfriend\'s note (stop buying bags) and no ask: nothing done',
  [t([])]);
pasted('dublin-booking-lets-plan-it', 'A pasted booking (Dublin 10-13 May), "ok let\'s plan it": Dublin planned',
  [t([plan('Dublin', '2026-05-10', '2026-05-13')])]);
pasted('aunt-chat-blue-hat-do-that', 'An aunt\'s chat (something blue for a christening on Sunday) and "ok do that, find me an outfit": an outfit composed',
  [t([c('outfits.compose')])]);

writeCases(name, done(), HERE);
console.log(name, 'written');
