// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from 'sonner';
import { QuickPick } from './quick-pick.js';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** influencers.followed answers `following`; every other tool answers `status` and `body`. Records the others. */
const stubTool = (status: number, body: unknown, following: string[] = []) => {
  const calls: { tool: string; input: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit) => {
    const tool = decodeURIComponent(path.replace('/api/tools/', ''));
    const json = (code: number, answer: unknown) => new Response(JSON.stringify(answer), { status: code, headers: { 'content-type': 'application/json' } });
    if (tool === 'influencers.followed') return json(200, { influencers: following.map((handle) => ({ handle, is_active: true })) });
    calls.push({ tool, input: JSON.parse(String(init.body)) });
    return json(status, body);
  }));
  return calls;
};

const renderPick = (onSaved = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <QuickPick onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
};

describe('Quick Pick', () => {
  it('toggles handles, counts them, and needs one before Save', () => {
    stubTool(200, {});
    renderPick();
    const toggles = screen.getAllByRole('button', { pressed: false });
    expect(toggles.length).toBeGreaterThanOrEqual(25);
    const names = toggles.map((b) => b.textContent!.replace('@', ''));
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(screen.getByTestId('quick-pick-selected').textContent).toBe('Selected 0');
    expect((screen.getByRole('button', { name: 'Save 0' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '@zara' }));
    fireEvent.click(screen.getByRole('button', { name: '@cos' }));
    fireEvent.click(screen.getByRole('button', { name: '@gucci' }));
    fireEvent.click(screen.getByRole('button', { name: '@gucci' }));
    expect(screen.getByRole('button', { name: '@zara' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '@gucci' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('quick-pick-selected').textContent).toBe('Selected 2');
    expect((screen.getByRole('button', { name: 'Save 2' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('saves the selection through sources.quickPick and clears it', async () => {
    const calls = stubTool(200, { added: ['cos', 'zara'], skipped: [], invalid: [], unknown: [], sourcesAdded: 2 });
    const onSaved = renderPick();
    fireEvent.click(screen.getByRole('button', { name: '@zara' }));
    fireEvent.click(screen.getByRole('button', { name: '@cos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save 2' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toEqual([{ tool: 'sources.quickPick', input: { handles: ['cos', 'zara'] } }]);
    expect(toast.success).toHaveBeenCalledWith('Saved', { description: 'Saved 2 accounts.' });
    expect(screen.getByTestId('quick-pick-selected').textContent).toBe('Selected 0');
  });

  it('says Save failed with the message and keeps the selection', async () => {
    stubTool(400, { error: 'invalid_input', message: 'Only Quick Pick accounts can be saved here.' });
    const onSaved = renderPick();
    fireEvent.click(screen.getByRole('button', { name: '@dior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save 1' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Save failed', { description: 'Only Quick Pick accounts can be saved here.' }));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByTestId('quick-pick-selected').textContent).toBe('Selected 1');
  });

  it('shows accounts already followed as Following, not as a choice', async () => {
    stubTool(200, {}, ['@Zara', 'cos']);
    renderPick();
    const zara = await screen.findByRole('button', { name: '@zara · Following' });
    expect((zara as HTMLButtonElement).disabled).toBe(true);
    expect(zara.hasAttribute('aria-pressed')).toBe(false);
    expect((screen.getByRole('button', { name: '@cos · Following' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '@dior' }).getAttribute('aria-pressed')).toBe('false');
  });
});
