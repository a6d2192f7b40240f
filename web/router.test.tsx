// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SessionProvider } from './lib/session.js';
import { routes } from './router.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('first load of a lazy page', () => {
  it('shows the layout with a loading state, then the page, without a HydrateFallback warning', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('null', { status: 200, headers: { 'content-type': 'application/json' } })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ['/privacy-policy'] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider><RouterProvider router={router} /></SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 10_000 })).toBeTruthy();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
  });
});
