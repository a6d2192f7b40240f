/** The code door: validate input, check auth, execute, validate output. The other doors call this. */
import { z } from 'zod';
import { ToolError, type AnyTool, type ToolContext, type UserToolContext } from './types.js';

export type ToolRunResult =
  | { ok: true; output: unknown }
  | { ok: false; error: ToolError };

export const formatIssues = (error: z.ZodError): { path: string; message: string }[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

export const runTool = async (tool: AnyTool, rawInput: unknown, ctx: ToolContext): Promise<ToolRunResult> => {
  const parsed = tool.input.safeParse(rawInput ?? {});
  if (!parsed.success) {
    return { ok: false, error: new ToolError('invalid_input', 'The input does not match the tool schema', { issues: formatIssues(parsed.error) }) };
  }
  if (tool.auth === 'user' && !ctx.userId) {
    return { ok: false, error: new ToolError('unauthorized', 'Authentication required') };
  }
  try {
    const output = await tool.execute(parsed.data, ctx as UserToolContext);
    return { ok: true, output: tool.output.parse(output) };
  } catch (error) {
    if (error instanceof ToolError) return { ok: false, error };
    throw error;
  }
};
