import { useEffect } from 'react';

export const APP_NAME = 'Atelier';

export const documentTitle = (title: string | null | undefined): string => (title ? `${title} · ${APP_NAME}` : `${APP_NAME} — your AI stylist`);

/** Sets the document title for the current route (every route calls it once). */
export const usePageTitle = (title: string | null | undefined): void => {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
};
