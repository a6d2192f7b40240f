// @vitest-environment jsdom
/**
 * The Access tokens card against an in-memory token door: the list, creating a token (shown once,
 * copied, dismissed), the form's own checks, a server refusal on the field, and revoking with a
 * confirmation. Accessible names throughout; axe finds nothing serious.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import axe from 'axe-core';
import type { AccessTokenSummary } from '../../../tools/access-tokens/contracts.js';
import { AccessTokens } from './access-tokens.js';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A tiny server for the three token tools, keeping tokens in memory. */
const fakeDoor = (initial: AccessTokenSummary[] = []) => {
  const tokens = [...initial];
  const calls: { tool: string; input: Record<string, unknown> }[] = [];
  let n = 0;
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit) => {
    const tool = decodeURIComponent(path.replace('/api/tools/', ''));
    const input = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ tool, input });
    if (tool === 'accessTokens.list') return json(200, { tokens, max: 20 });
    if (tool === 'accessTokens.create') {
      if (tokens.some((t) => t.name.toLowerCase() === String(input.name).toLowerCase())) {
        return json(409, { error: 'conflict', message: `You already have a token named "${String(input.name)}". Choose another name.`, issues: [{ path: 'name', message: 'already in use' }] });
      }
      const token = `atl_${String(++n).padStart(43, 'x')}`;
      const row = { id: `00000000-0000-4000-8000-00000000000${n}`, name: String(input.name), scope: input.scope as 'read', prefix: token.slice(0, 10), created_at: '2026-11-23T10:00:00.000Z', last_used_at: null };
      tokens.unshift(row);
      return json(200, { ...row, token });
    }
    if (tool === 'accessTokens.revoke') {
      const i = tokens.findIndex((t) => t.id === input.id);
      if (i < 0) return json(404, { error: 'not_found', message: 'No such token.' });
      tokens.splice(i, 1);
      return json(200, { revoked: input.id });
    }
    return json(404, { error: 'not_found', message: 'no tool' });
  }));
  return { calls, tokens };
};

const renderCard = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <AccessTokens />
    </QueryClientProvider>,
  );

const existing: AccessTokenSummary = {
  id: '11111111-1111-4111-8111-111111111111', name: 'Laptop', scope: 'read-write', prefix: 'atl_AbCdEf',
  created_at: '2026-11-01T09:00:00.000Z', last_used_at: '2026-11-20T18:30:00.000Z',
};

describe('Access tokens', () => {
  it('lists tokens with scope, prefix and dates, never the token', async () => {
    fakeDoor([existing]);
    renderCard();
    const row = (await screen.findByText('Laptop')).closest('li')!;
    expect(within(row).getByText('Read and write')).toBeTruthy();
    expect(row.textContent).toContain('atl_AbCdEf…');
    expect(row.textContent).toContain('Last used');
    expect(row.textContent).not.toContain('Not used yet');
    expect(within(row).getByRole('button', { name: 'Revoke Laptop' })).toBeTruthy();
  });

  it('creates a token, shows it once with a copy button, and forgets it when dismissed', async () => {
    const door = fakeDoor();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCard();
    expect(await screen.findByText('No tokens yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: '  Claude Desktop ' } });
    fireEvent.click(screen.getByRole('radio', { name: /Read and write/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));

    const shown = (await screen.findByLabelText('New token')) as HTMLInputElement;
    expect(shown.value).toMatch(/^atl_/);
    expect(door.calls.find((c) => c.tool === 'accessTokens.create')!.input).toEqual({ name: 'Claude Desktop', scope: 'read-write' });
    expect(screen.getByText(/you won't see it again/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy token' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(shown.value));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    // The list shows the new token by its prefix only.
    const row = (await screen.findByText('Claude Desktop')).closest('li')!;
    expect(row.textContent).not.toContain(shown.value);
    expect(row.textContent).toContain('Not used yet');

    const results = await axe.run(document.body, { runOnly: ['wcag2a', 'wcag2aa'], rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: "I've copied it" }));
    expect(screen.queryByLabelText('New token')).toBeNull();
    expect(document.body.textContent).not.toContain(shown.value);
  });

  it('checks the name before sending, and puts a server refusal on the field', async () => {
    const door = fakeDoor([existing]);
    renderCard();
    await screen.findByText('Laptop');
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Give the token a name');
    expect(screen.getByLabelText('Token name').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'x'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('under 61 characters'));
    expect(door.calls.filter((c) => c.tool === 'accessTokens.create')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'laptop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('already have a token named'));
    expect(screen.queryByLabelText('New token')).toBeNull();
  });

  it('revokes only after confirmation', async () => {
    const door = fakeDoor([existing]);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Laptop”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(door.calls.filter((c) => c.tool === 'accessTokens.revoke')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Laptop' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('No tokens yet.')).toBeTruthy();
    expect(door.calls.filter((c) => c.tool === 'accessTokens.revoke').map((c) => c.input)).toEqual([{ id: existing.id }]);
  });
});
