/**
 * A tool's result as its own output contract says it is: parsed with the zod schema the tool
 * declares, so a skill reads fields the tool promises, never keys it guessed. A result that does
 * not parse (a tool changed shape) reads as null, and the skill says it could not read it.
 */
import type { z } from 'zod';
import type { AnyTool } from '../../../../tools/types.js';

export const outputOf = <T extends Pick<AnyTool, 'output'>>(tool: T, output: unknown): z.output<T['output']> | null => {
  const parsed = tool.output.safeParse(output);
  return parsed.success ? (parsed.data as z.output<T['output']>) : null;
};
