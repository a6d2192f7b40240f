/**
 * Where the header leads. MAIN_LINKS are the spec's header links (the logo goes to /); ROOM_LINKS are
 * the shopper's own rooms, reached from the account menu (desktop) and the mobile menu once signed in.
 */
import { cn } from '../../lib/cn.js';

export interface NavLinkItem {
  to: string;
  label: string;
}

export const MAIN_LINKS: readonly NavLinkItem[] = [
  { to: '/home', label: 'Home' },
  { to: '/inspiration', label: 'Inspiration' },
  { to: '/style', label: 'Style' },
  { to: '/chat', label: 'AI Stylist' },
];

/** Route titles as the product rules name them (§2 route list). */
export const ROOM_LINKS: readonly NavLinkItem[] = [
  { to: '/wardrobe', label: 'My Wardrobe' },
  { to: '/dressing-room', label: 'Dressing Room' },
  { to: '/trip-planner', label: 'Trip Planner' },
];

/** The account page (Connected apps), after the rooms in both menus. */
export const ACCOUNT_LINK: NavLinkItem = { to: '/account', label: 'Account & connected apps' };

/** The account menu's trigger reads "My Atelier" and says which room is open, if any. */
export const ACCOUNT_MENU_LABEL = 'My Atelier';

/** The room the path is in (its own page or below it), for marking the menu's trigger as current. */
export const currentRoom = (pathname: string): NavLinkItem | undefined =>
  ROOM_LINKS.find((room) => pathname === room.to || pathname.startsWith(`${room.to}/`));

/** One look for header links, the account menu's trigger included. */
export const navLinkClass = (isActive: boolean) =>
  cn(
    'rounded-full px-3 py-2 text-sm transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-ink',
    isActive ? 'text-ink font-medium' : 'text-stone-600',
  );
