/**
 * The signed-in shopper's account menu in the header: who is signed in and their own rooms (My
 * Wardrobe, Dressing Room, Trip Planner) and the Account page. Its own chunk, loaded only once someone is signed in, so the
 * landing page's first load never carries the menu library.
 */
import { Link, useLocation } from 'react-router';
import { ChevronDown, DoorOpen, Luggage, Plug, Shirt, type LucideIcon } from 'lucide-react';
import { useSession } from '../../lib/session.js';
import { cn } from '../../lib/cn.js';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from '../ui/dropdown-menu.js';
import { ACCOUNT_LINK, ACCOUNT_MENU_LABEL, ROOM_LINKS, currentRoom, navLinkClass } from './nav-links.js';

const ICONS: Record<string, LucideIcon> = { '/wardrobe': Shirt, '/dressing-room': DoorOpen, '/trip-planner': Luggage };

export default function AccountMenu() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const here = currentRoom(pathname);
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
    // focusable underneath (axe aria-hidden-focus); a navigation menu has no need to trap the page.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(navLinkClass(Boolean(here)), 'inline-flex items-center gap-1 data-[state=open]:bg-stone-100')}
        data-testid="account-menu"
      >
        {ACCOUNT_MENU_LABEL}
        <ChevronDown aria-hidden className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {user?.email && (
          <>
            <DropdownMenuLabel>
              Signed in as <span className="block truncate font-medium text-ink">{user.email}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        {ROOM_LINKS.map((room) => {
          const Icon = ICONS[room.to] ?? Shirt;
          return (
            <DropdownMenuItem key={room.to} asChild>
              <Link to={room.to} aria-current={here?.to === room.to ? 'page' : undefined} className={cn(here?.to === room.to && 'font-medium')}>
                <Icon aria-hidden className="size-4 text-accent" />
                {room.label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={ACCOUNT_LINK.to} aria-current={pathname === ACCOUNT_LINK.to ? 'page' : undefined}>
            <Plug aria-hidden className="size-4 text-accent" />
            {ACCOUNT_LINK.label}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
