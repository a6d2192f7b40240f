import { Spinner } from '../ui/index.js';

/**
 * Shown in the page area while a route's code is still downloading on the very first load (React
 * Router's HydrateFallback), so the header and footer paint at once instead of a blank screen.
 */
export const PageLoading = () => (
  <div className="flex min-h-[50dvh] items-center justify-center px-4 py-16">
    <Spinner label="Loading page" />
  </div>
);
