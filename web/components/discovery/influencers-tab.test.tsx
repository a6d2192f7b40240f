// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { FollowedInfluencer } from '../../../tools/influencers/contracts.js';
import { INFLUENCERS_SHOWN, InfluencersTab } from './influencers-tab.js';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const followed = (handle: string, known: boolean, active = true): FollowedInfluencer => ({
  handle, is_active: active, preference_score: 50, created_at: '2026-11-01T00:00:00.000Z',
  influencer: known ? { id: `id-${handle}`, display_name: handle.toUpperCase(), profile_image_url: null, category: 'Brand' } : null,
});

/** A server holding `rows`; influencers.setActive changes them, similar influencers answer one match. */
const stubServer = (rows: FollowedInfluencer[], failSetActive = false) => {
  const calls: { tool: string; input: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit) => {
    const tool = decodeURIComponent(path.replace('/api/tools/', ''));
    const input = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ tool, input });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (tool === 'influencers.followed') return json(200, { influencers: rows });
    if (tool === 'influencers.setActive') {
      if (failSetActive) return json(404, { error: 'not_found', message: 'You are not following @zara.' });
      for (const r of rows) if ((input.handles as string[]).includes(r.handle)) r.is_active = input.active as boolean;
      return json(200, { changed: input.handles, notFollowed: [], invalid: [] });
    }
    if (tool === 'recommendations.similarInfluencers') {
      return json(200, { handle: input.handle, influencers: [{ handle: 'mango', similarity_score: 0.683, display_name: 'Mango', profile_image_url: null, category: 'Brand', match_reason: 'minimalist' }] });
    }
    return json(200, {});
  }));
  return calls;
};

const renderTab = (onOpenDiscovery = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <InfluencersTab onOpenDiscovery={onOpenDiscovery} />
    </QueryClientProvider>,
  );
  return onOpenDiscovery;
};

describe('the Influencers tab', () => {
  it('points an empty list to the discovery dialog', async () => {
    stubServer([]);
    const open = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Discover your style' }));
    expect(open).toHaveBeenCalled();
  });

  it('shows the first 12, the rest on request, and asks for similar influencers only for known accounts (0.6, max 6)', async () => {
    const rows = Array.from({ length: 15 }, (_, i) => followed(`shop_${String(i).padStart(2, '0')}`, i === 0, i !== 3));
    const calls = stubServer(rows);
    renderTab();
    expect(await screen.findByText('Following 15 · 14 active')).toBeTruthy();
    expect(screen.getAllByTestId('followed-influencer')).toHaveLength(INFLUENCERS_SHOWN);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Influencers similar to @shop_00' }).textContent).toContain('@mango 68%'));
    const similar = calls.filter((c) => c.tool === 'recommendations.similarInfluencers');
    expect(similar).toEqual([{ tool: 'recommendations.similarInfluencers', input: { handle: 'shop_00', similarityThreshold: 0.6, maxResults: 6 } }]);
    expect(screen.getAllByText('Atelier has no style data for this account yet.')).toHaveLength(INFLUENCERS_SHOWN - 1);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 15' }));
    expect(screen.getAllByTestId('followed-influencer')).toHaveLength(15);
    fireEvent.click(screen.getByRole('button', { name: `Show the first ${INFLUENCERS_SHOWN}` }));
    expect(screen.getAllByTestId('followed-influencer')).toHaveLength(INFLUENCERS_SHOWN);
  });

  it('pauses and resumes an influencer through influencers.setActive', async () => {
    const calls = stubServer([followed('zara', true), followed('cos', true, false)]);
    renderTab();
    const zara = await screen.findByRole('switch', { name: '@zara active' });
    expect(zara.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: '@cos active' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(zara);
    await waitFor(() => expect(screen.getByRole('switch', { name: '@zara active' }).getAttribute('aria-checked')).toBe('false'));
    expect(calls.find((c) => c.tool === 'influencers.setActive')?.input).toEqual({ handles: ['zara'], active: false });
    expect(toast.success).toHaveBeenCalledWith('Influencer paused', expect.anything());
    expect(await screen.findByText('Following 2 · 0 active')).toBeTruthy();
  });

  it('says Save failed with the message when the switch cannot be saved', async () => {
    stubServer([followed('zara', true)], true);
    renderTab();
    fireEvent.click(await screen.findByRole('switch', { name: '@zara active' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Save failed', { description: 'You are not following @zara.' }));
    expect(screen.getByRole('switch', { name: '@zara active' }).getAttribute('aria-checked')).toBe('true');
  });
});
