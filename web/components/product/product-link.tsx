/**
 * The one way a card names a catalogue piece: a link to its page, /products/:id. Inside the app's
 * router it navigates without a reload; rendered outside one (a component test), it is a plain link.
 * Other anchor props pass through, so a Button can render it (asChild).
 */
import type { ComponentProps } from 'react';
import { Link, useInRouterContext } from 'react-router';

const productPath = (id: string): string => `/products/${encodeURIComponent(id)}`;

/** True for a dressing-room row that is a catalogue piece (its external id is the product's uuid). */
export const isCatalogueId = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export type ProductLinkProps = Omit<ComponentProps<'a'>, 'href'> & { id: string };

export const ProductLink = ({ id, ...anchor }: ProductLinkProps) => {
  const routed = useInRouterContext();
  const to = productPath(id);
  return routed
    ? <Link to={to} data-testid="product-link" {...anchor} />
    : <a href={to} data-testid="product-link" {...anchor} />;
};
