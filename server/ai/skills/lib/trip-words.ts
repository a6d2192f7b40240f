/**
 * What shoppers say about trips, as data: the words that make a message a trip, and the phrases
 * that name each of the spec's eight trip activities (§9). Kept apart from the grammar so a new
 * phrasing is one line here.
 */
import type { TripActivity } from '../../../../tools/trips/contracts.js';

/** Phrases for each activity, most specific first inside a line ("city walks" before "walks"). */
export const ACTIVITY_PHRASES: readonly (readonly [TripActivity, string])[] = [
  ['City Walk', 'city walks?|city walking|walking tours?|day trips?|excursions?|wineries|winery|vineyards?|wine tasting|walks?|walking|sightseeing|exploring|museums?|galleries|gallery|tours?|strolls?|markets?|souqs?|souks?|bazaars?|castles?|old town|landmarks?|monuments?'],
  ['Restaurant', 'dinners?|restaurants?|dining|dine out|lunch(?:es)?|brunch(?:es)?|food tours?|eating out|foodie'],
  ['Business', 'business|meetings?|conferences?|clients?|office|presentations?|pitch(?:es)?|work'],
  ['Evening', 'evenings?|nights? out|nightlife|bars?|cocktails?|drinks|part(?:y|ies)|clubbing|theat(?:re|er)|opera|concerts?|date nights?|gigs?|raves?|karaoke|clubs?|musicals?|ballet|flamenco|comedy (?:clubs?|nights?|shows?)'],
  ['Beach', 'beach(?:es)?|swimming|swim|pool|seaside|sunbathing|surf(?:ing)?|snorkell?ing|boats?|boating|cruises?|sailing|yachts?|catamarans?|island[- ]hopping|diving|scuba|water ?sports'],
  ['Formal', 'formal|weddings?|gala|black[- ]tie|ceremon(?:y|ies)|awards?|funerals?|christenings?|graduations?'],
  ['Active', 'hiking|hikes?|trekking|running|gym|sports?|active|cycling|biking|skiing|ski|yoga|tennis|golf|climbing|treks?|safaris?|glaciers?|kayak(?:ing)?|rafting|horse[- ]?riding|bike rides?|mountain biking|camping'],
  ['Casual', 'casual|relaxing|chilling|lounging|shopping|errands|family visits?|visiting family|friends|spas?|spa days?|picnics?|massages?|cooking class(?:es)?|cookery(?: class(?:es)?| courses?)?|pottery|workshops?'],
];

/** Words that make a message about a trip on their own. */
export const TRIP_NOUNS = 'trips?|travel(?:l?ing)?|holidays?|vacations?|getaway|city break|honeymoon|weekend away|journey|packing list';

/** Verbs of going somewhere ("going to", "heading to"); they make a trip only when a place follows. */
export const GOING_VERBS = 'going|heading|flying|travell?ing|off|driving|moving|jetting';

/** Booking is not ours (the no-tool answer says so), even when a trip is mentioned. */
export const BOOKING_WORDS = 'book|booking|flights?|hotels?|tickets?|reservations?|airbnb|check[- ]in';

/**
 * Asking the stylist to book travel ("can you book me a flight to …", "reserve us a hotel"): the verb itself, asked
 * for, not a booking told of ("we've booked flights", "booking the hotel tonight"). Not ours to do: no trip is planned
 * for it unless packing or a plan is asked beside it.
 */
export const ASKS_TO_BOOK = /(?:^|\b(?:can|could|would|will)\s+(?:you|u)\s+|\bplease\s+|\bpls\s+)(?:book|reserve)\b|\b(?:book|reserve)\s+(?:me|us)\b/i;

/** Words after which a place name ends ("Lisbon from May 3", "Paris for dinners"). */
export const PLACE_STOP_WORDS = new Set([
  'from', 'for', 'on', 'next', 'this', 'between', 'until', 'till', 'through', 'thru', 'during', 'over', 'with', 'and', 'to', 'in',
  'at', 'by', 'starting', 'leaving', 'returning', 'around', 'tomorrow', 'today', 'tonight', 'please', 'soon', 'later', 'since',
  'where', 'what', 'when', 'so', 'but', 'because', 'then', 'i', 'we', 'my', 'our', 'is', 'are', 'was', 'will', 'can', 'could',
  'should', 'would', 'trip', 'holiday', 'vacation', 'getaway', 'break', 'weekend', 'week', 'days', 'nights',
]);

/**
 * A question about the weather there ("how cold does Berlin get this weekend?", "will it rain?", "is going to
 * rain?", "is it cold?", "how is the weather"): the plan holds each day's weather, so it answers.
 */
export const WEATHER_QUESTION = /\b(?:how\s+(?:cold|hot|warm|wet|rainy|chilly|sunny|windy|humid)\b|(?:what|how)(?:['’]s|\s+is|\s+will)\s+the\s+(?:weather|temperature|forecast)|(?:weather|temperatures?|forecast)\s+(?:like|be|going\s+to\s+be|likely)\b|(?:will|is|would)\s+(?:it\s+|(?:it\s+)?(?:going\s+to|gonna)\s+)(?:be\s+)?(?:rain(?:ing|y)?|snow(?:ing|y)?|cold|hot|warm|wet|sunny|chilly|humid|freezing)\b)/i;
