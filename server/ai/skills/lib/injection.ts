/**
 * An instruction to the stylist that tries to change what it is rather than ask what it does: override its
 * instructions, reveal them, play another part (an admin, a developer mode), or hand pieces over for nothing. Such a clause calls nothing, whatever
 * else it names; a request beside it in its own clause stands. The words are closed classes (nouns for the
 * stylist's own instructions, verbs of overriding and revealing, phrases of costing nothing), never sentences. Pure.
 */
const OVERRIDE = /\b(?:ignore|disregard|forget|bypass|override|skip|drop)\b(?:\s+(?:all|any|every|of|your|ur|the|my|previous|prior|above|earlier|preceding|these|those|system|original|initial|safety))*\s+(?:instructions?|rules|guidelines|prompts?|programming|restrictions|guardrails|directives|training|policies|polic(?:y|ies))\b/;
const REVEAL = /\b(?:system|hidden|secret|initial|original|internal|developer)\s+(?:prompt|instructions?|rules|message|guidelines)\b|\b(?:your|ur)\s+(?:prompt|instructions)\b/;
const ROLE = /\b(?:pretend|roleplay|role-play)\b.*\b(?:you(?:'re| are)?|to be|as)\b|\bact as (?:an? |the )?(?:admin|administrator|developer|owner|manager|root|shop|store)\b|\byou are now\b|\bfrom now on,? you\b|\b(?:developer|god|admin|jailbreak) mode\b|\bjailbreak\b/;
const FOR_NOTHING = /\bfor free\b|\bfree of charge\b|\bfor nothing\b|\bat no cost\b|\bwithout paying\b|\b(?:zero|0) (?:dollars|bucks|pounds|euros?)\b|\$\s?0(?![.,]?\d)|\b100\s?% off\b|\bno charge\b/;

/** The clause tries to override, reveal or re-cast the stylist, or to get pieces for nothing. */
export const isInjection = (clause: string): boolean => {
  const text = clause.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  return OVERRIDE.test(text) || REVEAL.test(text) || ROLE.test(text) || FOR_NOTHING.test(text);
};

/** What the reply says the stylist will not do. */
export const INJECTION_REFUSAL = 'change how I work, share my instructions or give pieces away for nothing';
