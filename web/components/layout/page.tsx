import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.js';
import { usePageTitle } from '../../lib/title.js';

export interface PageProps {
  /** The h1 and the document title. */
  title: string;
  /** Document title when it should differ from the h1. */
  documentTitle?: string;
  description?: ReactNode;
  /** Buttons shown beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Wider container for feeds and grids. */
  wide?: boolean;
}

/** The standard page body: title, optional lede and actions, then content. */
export const Page = ({ title, documentTitle, description, actions, children, className, wide = false }: PageProps) => {
  usePageTitle(documentTitle ?? title);
  return (
    <div className={cn('mx-auto w-full px-4 py-10 sm:px-6 sm:py-14', wide ? 'max-w-7xl' : 'max-w-5xl', className)}>
      <header className="mb-8 flex flex-col gap-4 sm:mb-10 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
          {description && <div className="max-w-2xl text-base text-stone-600">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
};
