import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../ui/button.js';
import { usePageTitle } from '../../lib/title.js';

export const LEGAL_UPDATED = 'January 15, 2026';

/** A static legal page: Back, title, date, then prose sections. */
export const LegalPage = ({ title, children }: { title: string; children: ReactNode }) => {
  usePageTitle(title);
  const navigate = useNavigate();
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3 mb-6"
        // Back to where the reader came from, or home when they arrived directly.
        onClick={() => (window.history.state && (window.history.state as { idx?: number }).idx ? navigate(-1) : navigate('/'))}
      >
        <ArrowLeft className="size-4" aria-hidden /> Back
      </Button>
      <h1 className="font-display text-4xl text-ink sm:text-5xl">{title}</h1>
      <p className="mt-2 text-sm text-stone-600">Last updated {LEGAL_UPDATED}</p>
      <div className="legal mt-10 flex flex-col gap-8 leading-relaxed text-stone-800 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:text-ink [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_section]:flex [&_section]:flex-col [&_section]:gap-3 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
        {children}
      </div>
    </article>
  );
};
