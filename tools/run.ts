/** The code door: validate input, check auth, execute, validate output. The other doors call this. */
import { z } from 'zod';
import { ToolError, type AnyTool, type ToolContext, type UserToolContext } from './types.js';
import { findUnsafeInput } from './text-safety.js';

export type ToolRunResult =
  | { ok: true; output: unknown }
  | { ok: false; error: ToolError };

export const formatIssues = (error: z.ZodError): { path: string; message: string }[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/**
 * Who is calling is checked before what they sent: a guest learns nothing about a signed-in tool's
 * input rules. Then text no table can hold, then the tool's own schema.
 */
export const runTool = async (tool: AnyTool, rawInput: unknown, ctx: ToolContext): Promise<ToolRunResult> => {
  if (tool.auth === 'user' && !ctx.userId) {
    return { ok: false, error: new ToolError('unauthorized', 'Authentication required') };
  }
  const unsafe = findUnsafeInput(rawInput);
  if (unsafe) {
    return { ok: false, error: new ToolError('invalid_input', 'The input does not match the tool schema', { issues: [unsafe] }) };
  }
  const parsed = tool.input.safeParse(rawInput ?? {});
  if (!parsed.success) {
    return { ok: false, error: new ToolError('invalid_input', 'The input does not match the tool schema', { issues: formatIssues(parsed.error) }) };
  }
  try {
    const output = await tool.execute(parsed.data, ctx as UserToolContext);
    return { ok: true, output: tool.output.parse(output) };
  } catch (error) {
    if (error instanceof ToolError) return { ok: false, error };
    throw error;
  }
};
