import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClass } from '../ui/button.js';
import { usePageTitle } from '../../lib/title.js';

/** The router's error screen (product rules §8: 'Unexpected Application Error!'), with a way back. */
export const RouteError = () => {
  const error = useRouteError();
  usePageTitle('Unexpected error');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong while showing this page.';
  return (
    <main id="main" className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-5 px-4 text-center">
      <h1 className="font-display text-4xl text-ink">Unexpected Application Error!</h1>
      <p className="text-stone-600">{detail}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass('outline')} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/" className={buttonClass('primary')} reloadDocument>
          Back to home
        </Link>
      </div>
    </main>
  );
};
