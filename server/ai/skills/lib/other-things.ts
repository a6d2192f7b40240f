/**
 * A clause about something that is not clothing, even when a garment word stands in it: a device or
 * program that misbehaves ("my mac keeps crashing" — a mac that crashes is a computer), a pet to feed
 * or take to the vet, a subscription to cancel. No tool answers it, so it is out of scope — unless the
 * shopper also asks for pieces ("my dog chewed my trainers, find me a new pair"). Pure.
 */

/** Things that are not worn, and the trouble they have. */
const DEVICES = String.raw`mac ?book|macbook|mac|imac|laptop|computer|pc|iphone|android|phone|tablet|ipad|printer|router|wi-?fi|internet|bluetooth|app|website|browser|software|python|javascript|java|typescript|script|code|program|excel|spreadsheet|server|database|tv|telly|fridge|washing machine|dishwasher|car|engine|bike`;
const MALFUNCTION = String.raw`crash\w*|freez\w*|froze|frozen|restart\w*|reboot\w*|overheat\w*|lagg?\w*|glitch\w*|virus|malware|error|errors|exception|keyerror|typeerror|bug|bugs|syntax|compil\w*|won[’']?t (?:turn on|start|charge|load|boot|connect|work)|not (?:turning on|charging|loading|connecting|working)|stopped working|(?:blue|black) screen|broke|broken|brakes?|battery|update`;
const PET = String.raw`(?:my|the|our|his|her) (?:dog|puppy|pup|cat|kitten|pet|hamster|rabbit|bunny|parrot|budgie)`;
const PET_CARE = String.raw`feed\w*|food|vet|vets|sick|ill|poorly|walk(?:s|ed)? (?:him|her|it)|train(?:ing)? (?:him|her|it)|chew\w*|ate|eats|eating|bark\w*`;
const SUBSCRIPTION = String.raw`(?:cancel|stop|end|pause|renew)\w* (?:my |the |our )?(?:[\w-]+ ){0,2}(?:membership|subscription|contract|plan)`;

/** Words that ask for pieces or for dressing: with one, the clause is the stylist's whatever else it names. */
const ASKS_DRESSING = /\b(?:show|find|search|buy|shop|recommend|suggest|get me|need (?:a|an|some|new|another)|looking for|want (?:a|an|some|new|another)|replace|replacement|new pair|wear|wearing|outfits?|style|styling|pack|packing|under|budget)\b|[$£€]\s?\d/;

/** Compiled once: the check runs on every clause before a general skill guesses. */
const words = (pattern: string) => new RegExp(String.raw`\b(?:${pattern})\b`);
const DEVICE = words(DEVICES);
const TROUBLE = words(MALFUNCTION);
const OWN_PET = words(PET);
const CARE = words(PET_CARE);
const CANCELLING = words(SUBSCRIPTION);

/** Whether the clause (lower case) is about a non-clothing thing's trouble and asks for nothing to wear. */
export const aboutOtherThings = (text: string): boolean => {
  if (ASKS_DRESSING.test(text)) return false;
  if (DEVICE.test(text) && TROUBLE.test(text)) return true;
  if (OWN_PET.test(text) && CARE.test(text)) return true;
  return CANCELLING.test(text);
};
