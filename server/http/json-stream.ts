/**
 * One JSON value from a request body's pieces, parsed once, never holding the event loop.
 *
 * A small body (up to SMALL_BODY_BYTES) is kept and read with `JSON.parse` when it ends: a few
 * milliseconds even for one made of tiny objects. A bigger one is read as it arrives by a streaming
 * parser (@streamparser/json), a slice at a time with a turn of the event loop between slices, and
 * refused at the first value past MAX_JSON_VALUES or the first level past MAX_INPUT_DEPTH, before
 * anything more is built or read, or once it has cost MAX_PARSE_CPU_MS. `JSON.parse` of 50 MB of `{},{},…` held the process for a minute
 * and 3.7 GB; even in a worker thread, V8 aborts the whole process when such a parse hits the
 * worker's heap limit, so the bound has to come before the values are built.
 */
import { TokenParser, TokenType, Tokenizer } from '@streamparser/json';
import { MAX_INPUT_DEPTH } from '../../tools/text-safety.js';
import { nextTurn } from '../../tools/sources/steps.js';

/** Bodies up to this size go to `JSON.parse` whole; larger ones are streamed. */
export const SMALL_BODY_BYTES = 64 * 1024;
/** Bytes handed to the streaming parser between two turns of the event loop. */
const STREAM_SLICE_BYTES = 32 * 1024;
/** Long strings are gathered as bytes and decoded this much at a time, not one character at a time. */
const STRING_BUFFER_BYTES = 64 * 1024;
/**
 * Values and keys one body may hold. The largest real body (100,000 handles for sources.remove)
 * holds about 100,000; every value costs memory and, later, a synchronous validation step.
 */
export const MAX_JSON_VALUES = 250_000;

/**
 * CPU time a streamed body may cost. A 57 MB following export takes well under a second; a body of
 * millions of \uXXXX escapes costs the streaming parser microseconds each, and would otherwise keep
 * a core busy for half a minute (the event loop turning, everyone else slowed).
 */
export const MAX_PARSE_CPU_MS = 5_000;

export type JsonBodyProblem = 'empty' | 'invalid_json' | 'too_many_values' | 'too_deep' | 'too_costly';

export class JsonBodyError extends Error {
  override name = 'JsonBodyError';
  constructor(readonly problem: JsonBodyProblem) {
    super(problem);
  }
}

const OPENS = new Set<TokenType>([TokenType.LEFT_BRACE, TokenType.LEFT_BRACKET]);
const CLOSES = new Set<TokenType>([TokenType.RIGHT_BRACE, TokenType.RIGHT_BRACKET]);
const COUNTED = new Set<TokenType>([
  TokenType.LEFT_BRACE, TokenType.LEFT_BRACKET, TokenType.STRING, TokenType.NUMBER, TokenType.TRUE, TokenType.FALSE, TokenType.NULL,
]);

class StreamingJson {
  private readonly tokenizer = new Tokenizer({ stringBufferSize: STRING_BUFFER_BYTES });
  private readonly parser = new TokenParser({ paths: ['$'] });
  private values = 0;
  private depth = 0;
  private refused: JsonBodyError | null = null;
  private root: { value: unknown } | null = null;
  private cpuMs = 0;

  constructor(private readonly maxCpuMs: number) {
    this.parser.onValue = ({ value }) => { this.root = { value }; };
    this.tokenizer.onToken = (token) => {
      if (COUNTED.has(token.token) && ++this.values > MAX_JSON_VALUES) throw (this.refused = new JsonBodyError('too_many_values'));
      if (OPENS.has(token.token) && ++this.depth > MAX_INPUT_DEPTH) throw (this.refused = new JsonBodyError('too_deep'));
      if (CLOSES.has(token.token)) this.depth--;
      this.parser.write(token);
    };
  }

  /** The parser's own errors are malformed JSON; ours say which bound was passed. */
  private guarded(step: () => void): void {
    try {
      step();
    } catch {
      throw this.refused ?? new JsonBodyError('invalid_json');
    }
  }

  async write(bytes: Uint8Array): Promise<void> {
    for (let at = 0; at < bytes.byteLength; at += STREAM_SLICE_BYTES) {
      const before = process.cpuUsage();
      this.guarded(() => this.tokenizer.write(bytes.subarray(at, at + STREAM_SLICE_BYTES)));
      const used = process.cpuUsage(before);
      this.cpuMs += (used.user + used.system) / 1000;
      if (this.cpuMs > this.maxCpuMs) throw new JsonBodyError('too_costly');
      await nextTurn();
    }
  }

  end(): unknown {
    this.guarded(() => this.tokenizer.end());
    if (this.values === 0) throw new JsonBodyError('empty');
    if (!this.root || !this.parser.isEnded) throw new JsonBodyError('invalid_json');
    return this.root.value;
  }
}

/** Feed it the body's pieces as they arrive (`write`), then take the value (`end`); both throw JsonBodyError. */
export class JsonBodyReader {
  /** `maxParseCpuMs` is for tests; the server uses MAX_PARSE_CPU_MS. */
  constructor(private readonly maxParseCpuMs = MAX_PARSE_CPU_MS) {}

  private kept: Uint8Array[] = [];
  private keptBytes = 0;
  private streaming: StreamingJson | null = null;

  async write(chunk: Uint8Array): Promise<void> {
    if (this.streaming) return this.streaming.write(chunk);
    if (this.keptBytes + chunk.byteLength <= SMALL_BODY_BYTES) {
      this.kept.push(chunk);
      this.keptBytes += chunk.byteLength;
      return;
    }
    this.streaming = new StreamingJson(this.maxParseCpuMs);
    const kept = Buffer.concat(this.kept);
    this.kept = [];
    await this.streaming.write(kept);
    await this.streaming.write(chunk);
  }

  end(): unknown {
    if (this.streaming) return this.streaming.end();
    const text = Buffer.concat(this.kept).toString('utf8');
    if (text.trim() === '') throw new JsonBodyError('empty');
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new JsonBodyError('invalid_json');
    }
  }
}
