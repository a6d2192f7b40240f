// @vitest-environment jsdom
/**
 * Connected apps against an in-memory door: the apps listed with the scope granted, the empty state,
 * and Disconnect asking first, calling connectedApps.revoke with the app's id and dropping it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConnectedApp } from '../../../tools/connected-apps/contracts.js';
import { ConnectedApps } from './connected-apps.js';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fakeDoor = (initial: ConnectedApp[]) => {
  const apps = [...initial];
  const calls: { tool: string; input: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit) => {
    const tool = decodeURIComponent(path.replace('/api/tools/', ''));
    const input = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ tool, input });
    if (tool === 'connectedApps.list') return json(200, { apps });
    if (tool === 'connectedApps.revoke') {
      const i = apps.findIndex((a) => a.client_id === input.client_id);
      if (i < 0) return json(404, { error: 'not_found', message: 'No app with that id is connected to your account.' });
      apps.splice(i, 1);
      return json(200, { revoked: input.client_id });
    }
    return json(404, { error: 'not_found', message: 'no tool' });
  }));
  return { calls };
};

const renderCard = () => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
    <ConnectedApps />
  </QueryClientProvider>,
);

const desk: ConnectedApp = { client_id: 'cl_desk', name: 'Desk Assistant', scope: 'read', connected_at: '2026-11-20T10:00:00.000Z', last_token_at: '2026-11-21T09:00:00.000Z' };
const editor: ConnectedApp = { client_id: 'cl_editor', name: 'Code Editor', scope: 'read-write', connected_at: '2026-11-19T10:00:00.000Z', last_token_at: null };

describe('Connected apps', () => {
  it('lists each app with what it may do, and says so when there is none', async () => {
    fakeDoor([desk, editor]);
    renderCard();
    const list = await screen.findByRole('list', { name: 'Connected apps' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Desk Assistant'), expect.stringContaining('Code Editor'),
    ]);
    expect(within(rows[0]!).getByText('Read only')).toBeTruthy();
    expect(within(rows[1]!).getByText('Read and write')).toBeTruthy();
    expect(within(rows[1]!).getByText(/No access given yet/)).toBeTruthy();
    cleanup();
    fakeDoor([]);
    renderCard();
    expect(await screen.findByText('No apps connected yet.')).toBeTruthy();
  });

  it('disconnects an app only after asking, by its id', async () => {
    const { calls } = fakeDoor([desk, editor]);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Code Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect “Code Editor”?' });
    expect(calls.some((c) => c.tool === 'connectedApps.revoke')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByText('Code Editor')).toBeNull());
    expect(calls.filter((c) => c.tool === 'connectedApps.revoke').map((c) => c.input)).toEqual([{ client_id: 'cl_editor' }]);
    expect(screen.getByText('Desk Assistant')).toBeTruthy();
  });
});
