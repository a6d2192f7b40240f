/**
 * The scripted agent: `npm run agent -- --user EMAIL "msg" "msg" ...` or `--script FILE` (one
 * command per line). Runs against the configured database and prints, per turn, the tool calls
 * (name, arguments, a summary of the result) and the reply; `--json` prints one JSON document.
 * `--agent discovery` drives the style-discovery agent, where `apply`, `cancel` and `undo` work.
 * `--today YYYY-MM-DD` runs the tools and atelier-local on that day, so relative dates ("next
 * week") and trips' dates are the same on every run. `--approve` (default) or `--deny` answers
 * every change the stylist asks about (a tool that needs approval), as the shopper's Approve and
 * Deny buttons do in /chat; a denied call is shown with ⊘ and runs nothing.
 * Exits non-zero when the user is unknown or a turn fails.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { ModelMessage } from 'ai';
import { boot } from '../server/boot.js';
import { aiUsageLogs, users } from '../server/db/schema.js';
import { modelName, stylistModel } from '../server/ai/choose-model.js';
import { createLocalModel, LOCAL_MODEL_ID } from '../server/ai/local/model.js';
import { runStylistTurn, type ToolCallRecord } from '../server/ai/stylist.js';
import { findTool } from '../tools/registry.js';
import { runTool } from '../tools/run.js';
import { isCalendarDate } from '../tools/trips/dates.js';
import type { ToolContext } from '../tools/types.js';
import {
  appliedFrom, appliedText, changeCalls, listCall, listText, previewText, undoOf, type AppliedAction,
} from '../tools/sources/agent-actions.js';
import { AGENT_HELP_TEXT, isChangeIntent, parseAgentIntent, type ChangeIntentKind } from '../tools/sources/intent.js';
import { NO_HANDLES_MESSAGE } from '../tools/sources/handles.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    user: { type: 'string' },
    script: { type: 'string' },
    json: { type: 'boolean', default: false },
    agent: { type: 'string', default: 'stylist' },
    model: { type: 'string' },
    today: { type: 'string' },
    approve: { type: 'boolean', default: false },
    deny: { type: 'boolean', default: false },
  },
});

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

if (!values.user) fail('Usage: npm run agent -- --user EMAIL [--agent stylist|discovery] [--today YYYY-MM-DD] [--approve|--deny] [--json] ("message" ... | --script FILE)');
if (values.approve && values.deny) fail('Give --approve or --deny, not both.');
/** How the scripted shopper answers the stylist's questions before a change. */
const approval = values.deny ? 'deny' as const : 'approve' as const;
if (values.today !== undefined && !isCalendarDate(values.today)) fail('--today must be a calendar date, YYYY-MM-DD');
/** The clock of the tools and of atelier-local: noon on --today, or the real one. */
const now = values.today ? () => new Date(`${values.today}T12:00:00Z`) : () => new Date();
if (values.agent !== 'stylist' && values.agent !== 'discovery') fail('--agent must be stylist or discovery');
const commands = values.script
  ? readFileSync(values.script, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))
  : positionals;
if (!commands.length) fail('Give at least one message, or --script FILE.');

// The same start-up as the server: migrations, and the demo catalogue and shopper on a new database.
const { config, log, database } = await boot({ env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' } });
const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, values.user!.toLowerCase()));
if (!user) {
  await database.close();
  fail(`No user with the email ${values.user}. Sign up in the app first (or use the demo shopper).`);
}
const ctx: ToolContext = { db: database.db, userId: user!.id, now, log, weatherUrl: config.WEATHER_URL };

interface TurnRecord { input: string; calls: { name: string; input: unknown; ok: boolean; denied?: boolean; summary: string }[]; reply: string }

const summarise = (output: unknown): string => {
  if (typeof output === 'string') return output;
  if (typeof output !== 'object' || output === null) return String(output);
  return Object.entries(output as Record<string, unknown>)
    .map(([k, v]) => (Array.isArray(v) ? `${k}: ${v.length}${v.length && typeof v[0] === 'string' ? ` (${(v as string[]).slice(0, 5).join(', ')}${v.length > 5 ? ', …' : ''})` : ''}` : typeof v === 'object' ? `${k}: {…}` : `${k}: ${String(v)}`))
    .join('; ');
};
const record = (c: ToolCallRecord) => ({ name: c.name, input: c.input, ok: c.ok, ...(c.denied ? { denied: true } : {}), summary: summarise(c.output) });

const turns: TurnRecord[] = [];
let failed = false;

const runStylist = async () => {
  const chosen = stylistModel(config, values.model === 'openai' ? 'openai' : values.model === 'local' ? 'local' : undefined);
  const model = modelName(chosen) === LOCAL_MODEL_ID ? createLocalModel({ now }) : chosen;
  if (!values.json) console.log(`stylist on ${modelName(model)} as ${values.user}, changes ${approval === 'approve' ? 'approved' : 'denied'}\n`);
  const messages: ModelMessage[] = [];
  for (const input of commands) {
    messages.push({ role: 'user', content: input });
    try {
      const turn = await runStylistTurn({ model, ctx, messages, approval });
      messages.push(...turn.responseMessages);
      turns.push({ input, calls: turn.calls.map(record), reply: turn.reply });
    } catch (error) {
      failed = true;
      turns.push({ input, calls: [], reply: `error: ${(error as Error).message}` });
      break;
    }
  }
};

const logAction = async (action: string, meta: Record<string, unknown>) => {
  try {
    await database.db.insert(aiUsageLogs).values({ userId: ctx.userId!, action, meta });
  } catch (error) {
    console.warn(`could not log ${action}: ${(error as Error).message}`);
  }
};

const call = async (name: string, input: Record<string, unknown>) => {
  const tool = findTool(name);
  if (!tool) throw new Error(`The tool ${name} is not registered`);
  const result = await runTool(tool, input, ctx);
  const out = result.ok ? result.output : result.error.message;
  return { record: { name, input, ok: result.ok, summary: summarise(out) }, output: result.ok ? result.output : undefined, error: result.ok ? undefined : result.error.message };
};

const runDiscovery = async () => {
  if (!values.json) console.log(`discovery agent as ${values.user}\n`);
  let pending: { kind: ChangeIntentKind; handles: string[] } | null = null;
  let last: AppliedAction | null = null;
  const apply = async (kind: ChangeIntentKind, handles: string[]) => {
    const calls = [];
    const outputs = [];
    for (const c of changeCalls(kind, handles)) {
      const r = await call(c.name, c.input);
      calls.push(r.record);
      if (r.error) throw Object.assign(new Error(r.error), { calls });
      outputs.push(r.output);
    }
    return { calls, applied: appliedFrom(kind, outputs) };
  };
  for (const input of commands) {
    const word = input.toLowerCase();
    try {
      if (word === 'apply') {
        if (!pending) { turns.push({ input, calls: [], reply: 'Nothing to apply.' }); continue; }
        const { calls, applied } = await apply(pending.kind, pending.handles);
        await logAction('agent_apply', { kind: applied.kind, handles: applied.handles });
        last = applied;
        pending = null;
        turns.push({ input, calls, reply: appliedText(applied) });
      } else if (word === 'cancel') {
        turns.push({ input, calls: [], reply: pending ? 'Cancelled.' : 'Nothing to cancel.' });
        pending = null;
      } else if (word === 'undo') {
        if (!last) { turns.push({ input, calls: [], reply: 'Nothing to undo.' }); continue; }
        const reverse = undoOf(last);
        const { calls, applied } = await apply(reverse.kind, reverse.handles);
        await logAction('agent_undo', { kind: applied.kind, handles: applied.handles });
        last = null;
        turns.push({ input, calls, reply: appliedText(applied, true) });
      } else {
        const intent = parseAgentIntent(input);
        await logAction('agent_intent', { kind: intent.kind, handles: intent.handles.length });
        if (intent.kind === 'help') turns.push({ input, calls: [], reply: AGENT_HELP_TEXT });
        else if (intent.kind === 'list' || intent.kind === 'list_inactive') {
          const inactive = intent.kind === 'list_inactive';
          const c = listCall(inactive);
          const r = await call(c.name, c.input);
          if (r.error) throw Object.assign(new Error(r.error), { calls: [r.record] });
          await logAction('agent_list', { status: inactive ? 'inactive' : 'active' });
          const handles = ((r.output as { influencers?: { handle: string }[] }).influencers ?? []).map((i) => i.handle);
          turns.push({ input, calls: [r.record], reply: listText(handles, inactive) });
        } else if (isChangeIntent(intent.kind)) {
          if (!intent.handles.length) { turns.push({ input, calls: [], reply: intent.error ?? NO_HANDLES_MESSAGE }); continue; }
          pending = { kind: intent.kind, handles: intent.handles };
          await logAction('agent_preview', { kind: intent.kind, handles: intent.handles });
          turns.push({ input, calls: [], reply: previewText(intent.kind, intent.handles) });
        }
      }
    } catch (error) {
      failed = true;
      await logAction('agent_error', { message: (error as Error).message, input: input.slice(0, 200) });
      turns.push({ input, calls: (error as { calls?: TurnRecord['calls'] }).calls ?? [], reply: `Sorry, I hit a snag. Try again. (${(error as Error).message})` });
      break;
    }
  }
};

try {
  if (values.agent === 'discovery') await runDiscovery();
  else await runStylist();
} finally {
  await database.close();
}

if (values.json) {
  console.log(JSON.stringify({ agent: values.agent, user: values.user, ok: !failed, turns }, null, 2));
} else {
  for (const t of turns) {
    console.log(`» ${t.input.length > 200 ? `${t.input.slice(0, 200)}…` : t.input}`);
    for (const c of t.calls) console.log(`  ⚙ ${c.name} ${JSON.stringify(c.input).slice(0, 300)}\n    ${c.ok ? '→' : c.denied ? '⊘ denied:' : '✗'} ${c.summary}`);
    console.log(`« ${t.reply.split('\n').join('\n  ')}\n`);
  }
}
process.exit(failed ? 1 : 0);
