/**
 * A shop's own message pasted with nothing of the shopper's ("Thanks for your order! Your Gold Hoop
 * Earrings will ship…", "Please find below your e-receipt…"): written to the shopper, in the shop's
 * voice, even when no quote marks or introduction set it apart. It tells what was bought, so nothing is
 * searched for and nothing changes. A line of the shopper's own (a question, "I", "my", "pls") makes
 * it a paste with a request, read as such. Pure.
 */

/** A shop writing about an order: thanks for it, its number, its receipt, its shipping. */
const SHOP_VOICE = /\b(?:thanks? (?:you )?for (?:your )?(?:order|purchase|shopping)|your order\b|order (?:confirmed|confirmation|#|number|no\.?)|e-?receipt|(?:has|have) (?:been )?(?:shipped|dispatched|delivered)|will (?:ship|be (?:shipped|dispatched|delivered))|out for delivery|track (?:it|your (?:order|parcel|package))|estimated delivery)\b/i;
/** The shopper's own voice: a question, or speaking of themselves. */
const OWN_VOICE = /\?|\b(?:i|i'm|im|i've|ive|me|my|mine|pls|plz|u|can you|could you|would you|do you|lol|haha)\b/i;

/** Whether the whole message is a shop's notice about an order, with no words of the shopper's own. */
export const shopNoticeAlone = (text: string): boolean => SHOP_VOICE.test(text) && !OWN_VOICE.test(text);
