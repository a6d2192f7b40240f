/** Reading request bodies without ever answering bad input with a 500. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** Parses the JSON body; malformed JSON or a wrong content type becomes a 400 with a clear message. */
export const readJsonBody = async (c: Context): Promise<unknown> => {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HTTPException(400, {
      res: Response.json({ error: 'invalid_json', message: 'The request body is not valid JSON.' }, { status: 400 }),
    });
  }
};
