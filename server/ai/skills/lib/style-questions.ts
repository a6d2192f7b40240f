/**
 * A general question about style rather than a request for pieces: whether two things go together, a
 * rule ("is it ok to wear white after labor day?"), whether something is still in fashion, or what
 * tells two garments apart. No tool answers it (the catalogue has pieces, not rulings), so it is small
 * talk: a plain answer that says what the stylist can do. A question that also asks for pieces ("show
 * me", "any", "find", an amount) is a request, and "what goes with my boots?" is an outfit's. Pure.
 */

/** "do navy and black go together?", "does camel clash with grey?", "would a red bag work with it?". */
const PAIRING = /^(?:do|does|can|could|would|will|should)\b.{1,60}\b(?:go (?:well )?together|go (?:well )?with|match|clash|pair (?:well )?(?:together|with)|work (?:well )?(?:together|with)|look (?:good|ok|okay|right) together)\b/;
/** "is it (actually) a rule that…", "is it ok to wear…", "is that a faux pas?", "is wearing socks with sandals tacky?". */
const RULE = /^(?:is|isn't|was) (?:it|that|this|wearing\b.{1,40}?)\s+(?:\w+\s+)?(?:a rule|a thing|still a thing|ok|okay|fine|acceptable|allowed|tacky|a faux pas|a fashion crime|bad luck|rude|frowned upon|weird|wrong|true) (?:to|that|if|with|after|before|in)?\b/;
/** "can you wear brown with black?", "should men wear shorts to the office?" — a general "you", not the shopper's things. */
const CAN_WEAR = /^(?:can|could|should|may) (?:you|one|we|people|men|women|guys|girls) (?:really |still |ever )?wear\b/;
/** "are skinny jeans out of style?", "is double denim back in fashion?". */
const IN_FASHION = /^(?:is|are)\b.{1,40}\b(?:in|out of|back in|still in) (?:style|fashion)\b|^(?:is|are)\b.{1,40}\b(?:still in|so over|dated|outdated|cool again|coming back)\?*$/;
/** Whether a colour or a kind of piece suits an occasion ("… ok for a …", "too casual for …"): a judgement, not a request for pieces. */
const SUITS = /^(?:is|are|would|will)\s+(?:[\w-]+\s+){1,4}?(?:be\s+)?(?:ok|okay|fine|alright|appropriate|inappropriate|suitable|acceptable|too \w+|a good (?:choice|idea|option)|right|allowed)\s+(?:for|to|at|in|with|on)\b/;
/** "what's the difference between a blazer and a suit jacket?". */
const DIFFERENCE = /\bdifference between\b|\bhow (?:is|are)\b.{1,30}\bdifferent from\b/;
/** "how should a blazer fit?", "how is a trench supposed to fit?", "how long should a midi skirt be?": how a kind of piece is worn. */
const FIT = /^how (?:should|do(?:es)?|is|are|must|would) (?:a |an |the |my )?(?:[\w-]+ ){0,4}?(?:supposed to |meant to )?(?:fit|sit|fall|hang|be worn)\b|^how (?:tight|loose|long|short|baggy|big|fitted|oversized|high|low) (?:should|do(?:es)?|is|are|must)\b/;
/** "should I cuff my jeans…?", "do I tuck my shirt in?", "should I size up in knitwear?": a way of wearing, about the shopper's own pieces too. */
const TECHNIQUE = /^(?:should|do|can|could|would|how (?:do|should|can|would)) (?:i|you|one|we) (?:\w+ )?(?:cuff|roll(?: up)?|tuck(?: in)?|untuck|button|unbutton|knot|tie|size (?:up|down)|go (?:up|down) a size)\b/;
/** "what colours go with navy?", "which colours look good with burgundy": colours, not pieces, asked for. */
const COLOURS = /^(?:what|which) (?:other )?colou?rs? (?:\w+ ){0,2}?(?:go|goes|work|pair|match|look (?:good|nice|best)|suit)\b/;
/** "is double denim ever a good idea?", "are white jeans a no-no in winter?": whether a way of dressing is wise. */
const WISE = /^(?:is|are)\b.{1,40}\b(?:ever |really |still )?(?:a (?:good|bad) idea|a good look|a no-?no|a do or a don'?t|flattering on anyone)\b/;
/** The pieces a way-of-wearing question may still ask for: "find a shirt to tuck in". */
const ASKS_FOR = /\b(?:show|find|search|recommend|suggest|buy|get me|looking for|(?:you|u) (?:have|got|stock|sell|carry))\b|[$£€]\s?\d/;

/** Words that ask for pieces, whatever the question looks like. */
const ASKS_PIECES = /\b(?:show|find|search|recommend|suggest|any|some|need|want|looking for|buy|get me|under|over|budget|my|me|(?:you|u) (?:have|got|stock|sell|carry)|have you got|is there|are there)\b|[$£€]\s?\d/;

/** A particular piece ("the red wrap dress", "these boots", "your second one"): a question about it is about a look, not a rule. */
const PARTICULAR = /\b(?:the|these|those|this|that|your|her|his)\s+(?:[\w-]+\s+){0,3}?zz(?:garment|category)\b/;

/**
 * Whether the clause (lower case) asks a general style question and nothing else. `masked` is the
 * clause with its pieces masked (lib/mask.ts), to tell a particular piece from a kind of piece.
 */
export const asksStyleRule = (text: string, masked = text): boolean => {
  const t = text.trim().replace(/^(?:(?:so|ok|okay|honestly|hey|also|and|but|btw|random|quick question|random question|serious question)[,:!]?\s+)+/, '');
  // How a piece fits or is worn asks no piece, the shopper's own included ("should I cuff my jeans?").
  if ((FIT.test(t) || TECHNIQUE.test(t)) && !ASKS_FOR.test(t)) return true;
  if (ASKS_PIECES.test(t)) return false;
  if (COLOURS.test(t)) return true;
  if (WISE.test(t) && !PARTICULAR.test(masked)) return true;
  // "the difference between a blazer and…" names kinds of piece, whatever article stands before it.
  if (DIFFERENCE.test(t)) return true;
  return !PARTICULAR.test(masked) && (PAIRING.test(t) || RULE.test(t) || CAN_WEAR.test(t) || IN_FASHION.test(t) || SUITS.test(t));
};
