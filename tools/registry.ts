/**
 * Every tool, registered once. The chat, HTTP and code doors all read this list.
 * Each area exports its array; add new areas here.
 */
import { catalogueTools } from './catalogue/tools.js';
import type { AnyTool } from './types.js';

export const toolCatalogue: readonly AnyTool[] = [
  ...catalogueTools,
] as unknown as readonly AnyTool[];

const byName = new Map(toolCatalogue.map((t) => [t.name, t]));
if (byName.size !== toolCatalogue.length) throw new Error('Two tools share a name');

export const findTool = (name: string): AnyTool | undefined => byName.get(name);
