import { Link } from 'react-router';

export const SUPPORT_EMAIL = 'support@atelier.style';

export const Footer = () => (
  <footer className="border-t border-stone-200 bg-paper">
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-10 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <p>
        <span className="font-display text-base text-ink">Atelier</span> · your AI stylist
      </p>
      <nav aria-label="Legal and support">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li><Link className="underline-offset-4 hover:text-ink hover:underline" to="/privacy-policy">Privacy Policy</Link></li>
          <li><Link className="underline-offset-4 hover:text-ink hover:underline" to="/terms-of-service">Terms of Service</Link></li>
          <li><Link className="underline-offset-4 hover:text-ink hover:underline" to="/data-deletion">Data Deletion</Link></li>
          <li><a className="underline-offset-4 hover:text-ink hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>Support</a></li>
        </ul>
      </nav>
    </div>
  </footer>
);
