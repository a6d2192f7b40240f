/**
 * What each tool does to the shopper's data, for the MCP door's annotations and token scopes: the
 * tool's own `effect`. A definition without one (possible only past the type system) counts as a
 * change — a read token may not call it and it is never announced as read-only.
 */
import type { AnyTool, ToolEffect } from '../../tools/types.js';

/** The tool's effect; a change unless it states one (effects.test.ts holds every approval tool to a non-read). */
export const toolEffect = (tool: AnyTool): ToolEffect => tool.effect ?? 'change';

/** True when the tool states its effect. */
export const isClassified = (tool: AnyTool): boolean => tool.effect !== undefined;
