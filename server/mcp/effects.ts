/**
 * What each tool does to the shopper's data, for the MCP door's annotations and token scopes.
 * A tool's own `effect` wins; the tools written before that field existed are classified here, by
 * reading what their execute writes. A tool in neither place counts as a change (a read token may
 * not call it, and it is never announced as read-only), and effects.test.ts names it so it gets classified.
 */
import type { AnyTool, ToolEffect } from '../../tools/types.js';

export const CLASSIFIED_EFFECTS: Readonly<Record<string, ToolEffect>> = {
  // Reads: nothing is written.
  'influencers.list': 'read',
  'posts.latest': 'read',
  'products.search': 'read',
  'posts.feed': 'read',
  'dressingRoom.list': 'read',
  'recommendations.feed': 'read',
  'styleProfile.get': 'read',
  'recommendations.similarInfluencers': 'read',
  'links.preview': 'read',
  'trips.list': 'read',
  'trips.get': 'read',
  'trips.destinations': 'read',
  'wardrobe.list': 'read',
  'outfits.suggest': 'read',
  'outfits.list': 'read',
  'looks.complete': 'read',
  'account.export': 'read',
  // Changes: rows added or edited.
  'posts.like': 'change',
  'dressingRoom.add': 'change',
  'dressingRoom.toggleCart': 'change',
  'feedback.submit': 'change',
  'recommendations.save': 'change',
  // Rebuilds the stored profile and scores.
  'recommendations.refresh': 'change',
  // Stores each photo's analysis and teaches the profile.
  'styleDna.analyze': 'change',
  // Plans and saves the trip.
  'trips.plan': 'change',
  'wardrobe.add': 'change',
  'wardrobe.update': 'change',
  'outfits.save': 'change',
  // Deletes: rows removed.
  'posts.unlike': 'delete',
  'dressingRoom.remove': 'delete',
  'dressingRoom.clear': 'delete',
  'trips.remove': 'delete',
  'wardrobe.remove': 'delete',
  'outfits.remove': 'delete',
  'account.delete': 'delete',
};

/** The tool's effect; a change unless it is known to read only. A tool that asks for approval is never a read. */
export const toolEffect = (tool: AnyTool): ToolEffect => {
  const effect = tool.effect ?? CLASSIFIED_EFFECTS[tool.name] ?? 'change';
  return effect === 'read' && tool.needsApproval ? 'change' : effect;
};

/** True when the tool's effect is known, from the tool itself or the table above. */
export const isClassified = (tool: AnyTool): boolean => tool.effect !== undefined || tool.name in CLASSIFIED_EFFECTS;
