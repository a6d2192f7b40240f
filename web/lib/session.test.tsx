// @vitest-environment jsdom
import { describe, expect, it, vi, afterEach } from 'vitest';
import { render, renderHook, screen, waitFor, cleanup } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider, seedSessionFromPage, useSession } from './session.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <SessionProvider>{children}</SessionProvider>
  </QueryClientProvider>
);

const Who = () => {
  const { status, user, expiresAt } = useSession();
  return <p>{`${status}:${user?.email ?? '-'}:${expiresAt ?? '-'}`}</p>;
};

describe('useSession', () => {
  it('throws outside its provider (product rules §8)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSession())).toThrow(/SessionProvider/);
  });

  it('is a guest when get-session answers null', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('null', { status: 200 })));
    render(<Who />, { wrapper });
    await waitFor(() => expect(screen.getByText('unauthenticated:-:-')).toBeTruthy());
  });

  it('gives the user and expiry when signed in', async () => {
    const body = { user: { id: 'u1', email: 'a@b.co', name: 'a', emailVerified: true }, session: { id: 's', expiresAt: '2030-01-01T00:00:00.000Z' } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })));
    render(<Who />, { wrapper });
    await waitFor(() => expect(screen.getByText(`authenticated:a@b.co:${Date.parse('2030-01-01T00:00:00.000Z')}`)).toBeTruthy());
  });

  it('knows who is signed in from the page itself, before and without a get-session request', () => {
    const fetch = vi.fn(async () => new Response('null', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const session = { user: { id: 'u1', email: 'a@b.co', name: 'a', emailVerified: true }, session: { id: 's', expiresAt: '2030-01-01T00:00:00.000Z' } };
    seedSessionFromPage(client, { session });
    render(<QueryClientProvider client={client}><SessionProvider><Who /></SessionProvider></QueryClientProvider>);
    // The very first render, not after a round trip.
    expect(screen.getByText(`authenticated:a@b.co:${Date.parse('2030-01-01T00:00:00.000Z')}`)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('knows a guest from the page too, and asks the server only when the page said nothing', async () => {
    const fetch = vi.fn(async () => new Response('null', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const guest = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    seedSessionFromPage(guest, { session: null });
    render(<QueryClientProvider client={guest}><SessionProvider><Who /></SessionProvider></QueryClientProvider>);
    expect(screen.getByText('unauthenticated:-:-')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    cleanup();
    const unknown = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    seedSessionFromPage(unknown, null);
    render(<QueryClientProvider client={unknown}><SessionProvider><Who /></SessionProvider></QueryClientProvider>);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
});
