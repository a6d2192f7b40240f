import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.js';
import { usePageTitle } from '../lib/title.js';

export default function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      {/* Decorative, but still text on the page: the accent brown keeps it above 3:1 for large text. */}
      <p className="font-display text-7xl italic text-accent" aria-hidden>404</p>
      <h1 className="font-display text-4xl text-ink">Oops! Page not found</h1>
      <p className="text-stone-600">The page you were looking for has moved, or never existed.</p>
      <Link to="/" className={buttonClass('primary')}>Return to Home</Link>
    </div>
  );
}
