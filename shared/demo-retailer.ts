/**
 * Where the demo catalogue's "retailer" links go: a page of our own that says plainly it is a demo
 * retailer (server/demo/retailer-page.ts), never a made-up shop's domain that does not exist. The
 * links are stored relative, so they keep working whatever address the app is served at; the
 * doors that hand them to other sites (the widget, JSON-LD) make them absolute against our origin.
 */
export const DEMO_RETAILER_PATH = '/demo-retailer';

/** The query the demo's affiliate links add, as a real affiliate link would. */
export const DEMO_AFFILIATE_QUERY = 'ref=atelier';

export const demoRetailerUrl = (productId: string): string => `${DEMO_RETAILER_PATH}/${productId}`;

export const demoAffiliateUrl = (productId: string): string => `${demoRetailerUrl(productId)}?${DEMO_AFFILIATE_QUERY}`;

/** True for a link to the demo retailer (relative, or absolute on any origin). */
export const isDemoRetailerUrl = (url: string | null | undefined): boolean => {
  if (!url) return false;
  try {
    return new URL(url, 'http://relative.invalid').pathname.startsWith(`${DEMO_RETAILER_PATH}/`);
  } catch {
    return false;
  }
};
