/** Help: what the stylist can do, with an example for each skill. Never a tool. */
import { plainOf } from './lib/accounts.js';
import { examplesOf } from './lib/examples.js';
import { has } from './lib/words.js';
import type { Skill } from './types.js';

export const HELP_REPLY = [
  'I\u2019m your Atelier stylist. I can:',
  '• find pieces — “black bags under $100”, “luxury shoes”, “dresses but not black”, “something for my feet under 80 bucks”',
  '• narrow what I showed — “cheaper ones”, “show more”, “in navy”, “no leather”',
  '• recommend pieces for your style — “what should I wear?”',
  '• manage style sources — “add @name”, “list my sources”, “deactivate @name”, “remove @name”, “stop showing me @name”',
  '• manage the influencers you follow — “follow @name”, “unfollow @name”, “who do I follow?”',
  '• find influencers similar to @someone',
  '• recommend from your feed — “show me my luxury recommendations”, “what\u2019s trending?”',
  '• save to your dressing room — “save the first one”, “show my dressing room”, “remove the tote from my dressing room”',
  '• move saved pieces to your cart — “add the tote to my cart”, “what’s in my cart?”',
  '• show inspiration posts and like them — “latest posts”, “posts from people I follow”, “like the first one”',
  '• list the influencers on Atelier — “show me influencers”',
  '• refresh your recommendations — “refresh my recommendations”',
  '• learn what you love — “I love the colour of the first one”, “what\u2019s my style?”',
  '• keep your wardrobe — “what black things do I own?”, “add a grey wool coat to my wardrobe”, “remove the coat from my wardrobe”',
  '• put outfits together — “what goes with my white sneakers?”, “outfit for a beach wedding”, “complete my look”, “save this outfit”, “my outfits”',
  '• plan what to pack — “I\u2019m going to Lisbon from May 3 to 7 for city walks and dinners”, “my trips”',
  '• read a photo\u2019s style — “analyse my latest photo”',
].join('\n');

export const helpSkill: Skill = {
  id: 'help',
  summary: 'Say what the stylist can do, with examples.',
  option: 'show what I can do',
  examples: {
    help: examplesOf([
      '(help|help me|examples|commands|what can you do|how does this work|what do you do)',
      '(show me|give me) (some examples|the commands)',
      'how do i use (this|you)',
      'what (can you help with|are you able to do|else can you do|can i ask you|are you for|do you help with)',
      '(what are|tell me) your (features|skills|abilities)',
    ]),
  },
  slots: [],
  kinds: ['help'],
  // "help me pack", "help me find a coat" ask for something else: help is asked for on its own.
  read: (c) => {
    const plain = plainOf(c.text);
    // "what can you help (me) with?", "what are you able to do": asking what the stylist does is help.
    if (has(plain, 'what (?:else )?can you (?:help(?: me)? with|do)|what are you (?:able to do|for|good at)|what can i ask(?: you)?|what do you help with|your (?:features|skills|abilities)')) return { kind: 'help' };
    if (/\bhelp\s+(?:me\s+)?(?:to\s+)?(?:pack|plan|find|pick|choose|get|dress|style|with|decide|look|put|build|shop|buy|save|add|remove|follow)/.test(plain)) return null;
    return has(plain, 'help|what can you do|how do(?:es)? (?:this|it|you) work|examples?|commands|how do i use') ? { kind: 'help' } : null;
  },
  plan: () => ({ none: true }),
  speak: () => HELP_REPLY,
};
