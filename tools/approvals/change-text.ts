/**
 * What a change the stylist asks about will do, in the shopper's words: "Add @linen.lab to your
 * style sources", "Save “Linen Shirt” to your wardrobe". Pure (no React), so /chat, the widget and
 * tests share it. Ids are named from what earlier results in the conversation called them.
 */

/**
 * The handles a sources.add text names, for the sentence only (the tool's own parser decides what
 * is added): @mentions and instagram.com links. Kept small, as the widget bundle carries it.
 */
const handlesInText = (text: string): string[] => {
  const found = new Set<string>();
  for (const m of text.slice(0, 20_000).matchAll(/(?:^|[^\w@])@([A-Za-z0-9._]{2,30})|instagram\.com\/(?:_u\/)?([A-Za-z0-9._]{2,30})/g)) {
    found.add((m[1] ?? m[2]!).toLowerCase().replace(/\.+$/, ''));
  }
  return [...found];
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Names of the rows results have shown: products, wardrobe pieces, dressing-room pieces, outfits, trips, posts. */
export type KnownNames = ReadonlyMap<string, string>;

/** Every `{ id, <name field> }` inside tool outputs, as id → name (posts as "@handle’s post"). */
export const knownNames = (outputs: readonly unknown[]): Map<string, string> => {
  const names = new Map<string, string>();
  const visit = (v: unknown, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(v)) { for (const x of v) visit(x, depth + 1); return; }
    if (!isRecord(v)) return;
    const id = str(v.id);
    const influencer = isRecord(v.influencer) ? str(v.influencer.handle) : undefined;
    const name = str(v.product_name) ?? str(v.item_name) ?? str(v.name) ?? str(v.destination) ?? (influencer ? `@${influencer}’s post` : undefined);
    if (id && name && !names.has(id)) names.set(id, name);
    for (const x of Object.values(v)) visit(x, depth + 1);
  };
  for (const o of outputs) visit(o, 0);
  return names;
};

const quoted = (name: string) => `“${name}”`;
const list = (items: string[], max = 5) => {
  if (!items.length) return 'these accounts';
  const shown = items.slice(0, max);
  const more = items.length - shown.length;
  const body = shown.length <= 1 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : body;
};
const handles = (v: unknown) => (Array.isArray(v) ? v.filter((h): h is string => typeof h === 'string').map((h) => `@${h.replace(/^@/, '')}`) : []);

/**
 * One sentence saying what will change. `toolName` is dotted or the chat's underscore form; a tool
 * without its own sentence gets a plain one, so no change is ever shown without words.
 */
export const describeChange = (toolName: string, input: unknown, names: KnownNames = new Map()): string => {
  const tool = toolName.replaceAll('_', '.');
  const args = isRecord(input) ? input : {};
  const named = (id: unknown, fallback: string) => {
    const n = typeof id === 'string' ? names.get(id) : undefined;
    return n ? (n.startsWith('@') ? n : quoted(n)) : fallback;
  };
  switch (tool) {
    case 'sources.add': {
      const found = handlesInText(typeof args.text === 'string' ? args.text : '').map((h) => `@${h}`);
      return found.length ? `Add ${list(found)} to your style sources` : 'Add style sources from your message';
    }
    case 'sources.remove': return `Remove ${list(handles(args.handles))} from your style sources`;
    case 'sources.setActive': return `${args.active === false ? 'Pause' : 'Turn back on'} ${list(handles(args.handles))} in your style sources`;
    case 'influencers.follow': return `Follow ${list(handles(args.handles))}`;
    case 'influencers.unfollow': return `Unfollow ${list(handles(args.handles))}`;
    case 'influencers.setActive': return `${args.active === false ? 'Pause' : 'Turn back on'} ${list(handles(args.handles))} in the influencers you follow`;
    case 'dressingRoom.add': return args.postId && !args.productId
      ? `Save ${named(args.postId, 'this post')} to your dressing room`
      : `Save ${named(args.productId, 'this piece')} to your dressing room`;
    case 'recommendations.save': return `Save ${named(args.productId, 'this piece')} to your dressing room`;
    case 'recommendations.refresh': return 'Rebuild your style profile and recommendations';
    case 'discovery.scan': return str(args.handle)
      ? `Run a smart scan seeded by @${str(args.handle)!.replace(/^@/, '')} and store it on your style profile`
      : 'Run a smart scan and store it on your style profile';
    case 'dressingRoom.remove': return `Remove ${named(args.id, 'this piece')} from your dressing room`;
    case 'dressingRoom.toggleCart': return `Move ${named(args.id, 'this piece')} into or out of your cart`;
    case 'dressingRoom.clear': return 'Empty your dressing room (every saved piece)';
    case 'feedback.submit': {
      const reasons = Array.isArray(args.reasons) ? args.reasons.filter((r): r is string => typeof r === 'string') : [];
      return args.verdict === 'not_for_me'
        ? `Tell Atelier ${named(args.itemId, 'this piece')} is not for you${reasons.length ? ` (its ${list(reasons)})` : ''} and stop showing it in your feed`
        : `Tell Atelier you like ${named(args.itemId, 'this piece')}${reasons.length ? ` for its ${list(reasons)}` : ''}`;
    }
    case 'posts.like': return `Like ${named(args.postId, 'this post')}`;
    case 'posts.unlike': return `Remove your like from ${named(args.postId, 'this post')}`;
    case 'outfits.save': return `Save the outfit ${quoted(str(args.name) ?? 'Untitled')} to your outfits`;
    case 'outfits.remove': return `Delete the outfit ${named(args.id, '')}`.trimEnd();
    case 'trips.plan': {
      const where = str(args.destination) ?? 'your trip';
      const when = str(args.start_date) && str(args.end_date) ? ` (${String(args.start_date)} to ${String(args.end_date)})` : '';
      return `Plan and save a trip to ${where}${when}`;
    }
    case 'trips.remove': return `Delete your trip ${named(args.id, '')}`.trimEnd();
    case 'wardrobe.add': return `Save ${quoted(str(args.item_name) ?? 'this piece')} to your wardrobe`;
    case 'wardrobe.update': return `Change ${named(args.id, 'a piece')} in your wardrobe`;
    case 'wardrobe.remove': return `Remove ${named(args.id, 'a piece')} from your wardrobe`;
    case 'styleDna.analyze': return 'Analyse your photos (product photos join your wardrobe and your style profile is rebuilt)';
    default: return `Run ${tool} on your account`;
  }
};
