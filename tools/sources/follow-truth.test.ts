/**
 * Style sources and followed influencers are two lists of one truth (migration 0018): whichever
 * tool changes a handle's state — the Agent Chat's influencers.setActive, the Influencers tab, the
 * sources tools, an unfollow from the feed — the other list says the same at once. And the Agent
 * Chat's "activate @cos" of a followed but paused account reactivates it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/app.js';
import { callTool, signUpVerified, type TestUser } from '../../server/test/users.js';
import { appliedFrom, appliedText, changeCalls, previewText } from './agent-actions.js';
import { parseAgentIntent, isChangeIntent } from './intent.js';

let t: TestApp;
let ann: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpVerified(t);
});
afterAll(async () => { await t.close(); });

/** What "Your connections" shows: each source's handle and state. */
const connections = async (user = ann) => {
  const out = await callTool(t, 'sources.list', { status: 'all' }, user);
  return Object.fromEntries((out.body.sources as { handle: string; is_active: boolean }[]).map((s) => [s.handle, s.is_active]));
};
/** What the Influencers tab (and the stat cards' follow counts) show. */
const follows = async (user = ann) => {
  const out = await callTool(t, 'influencers.followed', { status: 'all' }, user);
  return Object.fromEntries((out.body.influencers as { handle: string; is_active: boolean }[]).map((i) => [i.handle, i.is_active]));
};

/** The Agent Chat: parse, preview, then apply the tool calls the way the web does. */
const agent = async (text: string, user = ann) => {
  const intent = parseAgentIntent(text);
  if (!isChangeIntent(intent.kind)) throw new Error(`not a change: ${intent.kind}`);
  const kind = intent.kind;
  const preview = previewText(kind, intent.handles);
  const outputs: unknown[] = [];
  for (const call of changeCalls(kind, intent.handles)) {
    const out = await callTool(t, call.name, call.input, user);
    if (out.status !== 200) return { preview, applied: String(out.body.message) };
    outputs.push(out.body);
  }
  return { preview, applied: appliedText(appliedFrom(kind, outputs)) };
};

/** What the discovery dialog's Save does: follow, then keep as sources. */
const saveFromDialog = async (handles: string[], user = ann) => {
  expect((await callTool(t, 'influencers.follow', { handles }, user)).status).toBe(200);
  expect((await callTool(t, 'sources.add', { text: handles.map((h) => `@${h}`).join(' ') }, user)).status).toBe(200);
};

describe('one truth for sources and follows', () => {
  it('"deactivate @cos" in the Agent Chat shows @cos Inactive in Your connections too, and "activate @cos" brings it back', async () => {
    await saveFromDialog(['cos', 'arket']);
    expect(await connections()).toEqual({ arket: true, cos: true });

    const off = await agent('deactivate @cos');
    expect(off.applied).toBe('Deactivated @cos.');
    expect(await follows()).toEqual({ arket: true, cos: false });
    expect(await connections()).toEqual({ arket: true, cos: false });

    const on = await agent('activate @cos');
    expect(on.preview).toBe('Reactivate 1 influencer: @cos? Apply or Cancel.');
    expect(on.applied).toBe('Reactivated @cos.');
    expect(await follows()).toEqual({ arket: true, cos: true });
    expect(await connections()).toEqual({ arket: true, cos: true });
  });

  it('pausing a connection pauses the follow, and the active-only lists agree', async () => {
    expect((await callTool(t, 'sources.setActive', { handles: ['arket'], active: false }, ann)).status).toBe(200);
    expect((await follows()).arket).toBe(false);
    const active = await callTool(t, 'influencers.followed', { status: 'active' }, ann);
    expect((active.body.influencers as { handle: string }[]).map((i) => i.handle)).toEqual(['cos']);
    const activeSources = await callTool(t, 'sources.list', { status: 'active' }, ann);
    expect((activeSources.body.sources as { handle: string }[]).map((s) => s.handle)).toEqual(['cos']);
  });

  it('unfollowing removes the connection, and removing a connection unfollows', async () => {
    expect((await agent('remove @cos')).applied).toBe('Removed @cos.');
    expect(await connections()).not.toHaveProperty('cos');
    expect((await callTool(t, 'sources.remove', { handles: ['arket'] }, ann)).status).toBe(200);
    expect(await follows()).not.toHaveProperty('arket');
  });

  it('keeping a source (as the stylist does, with sources.add alone) follows it; a follow alone is not a source', async () => {
    expect((await callTool(t, 'sources.add', { text: '@lemaire' }, ann)).status).toBe(200);
    expect((await follows()).lemaire).toBe(true);
    expect((await callTool(t, 'influencers.follow', { handles: ['khaite'] }, ann)).status).toBe(200);
    expect(await connections()).not.toHaveProperty('khaite');
    expect((await callTool(t, 'sources.quickPick', { handles: ['zara'] }, ann)).body).toMatchObject({ added: ['zara'], sourcesAdded: 1 });
    expect((await connections()).zara).toBe(true);
    expect((await follows()).zara).toBe(true);
  });

  it('a handle kept again after a pause takes the follow\'s state; other shoppers are untouched', async () => {
    const bob = await signUpVerified(t);
    await saveFromDialog(['toteme'], bob);
    await saveFromDialog(['toteme']);
    await agent('deactivate @toteme');
    expect((await connections()).toteme).toBe(false);
    expect((await connections(bob)).toteme).toBe(true);
    expect((await follows(bob)).toteme).toBe(true);
    // Keeping it again from the dialog skips the existing source and follow: still paused, in both lists.
    await saveFromDialog(['toteme']);
    expect((await connections()).toteme).toBe(false);
    expect((await follows()).toteme).toBe(false);
  });
});
