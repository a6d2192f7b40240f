/**
 * What each tool does to the shopper's data, for the MCP door's annotations and token scopes: the
 * tool's own `effect`. A definition without one (possible only past the type system) counts as a
 * change — a read token may not call it and it is never announced as read-only.
 */
import type { AnyTool, ToolEffect } from '../../tools/types.js';

/** The tool's effect; a change unless it is known to read only. A tool that asks for approval is never a read. */
export const toolEffect = (tool: AnyTool): ToolEffect => {
  const effect = tool.effect ?? 'change';
  return effect === 'read' && tool.needsApproval ? 'change' : effect;
};

/** True when the tool states its effect. */
export const isClassified = (tool: AnyTool): boolean => tool.effect !== undefined;
