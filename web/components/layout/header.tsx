import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Menu, X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../ui/button.js';
import { cn } from '../../lib/cn.js';
import { useSession } from '../../lib/session.js';
import { errorMessage } from '../../lib/api.js';
import { ACCOUNT_LINK, ACCOUNT_MENU_LABEL, MAIN_LINKS, ROOM_LINKS, navLinkClass } from './nav-links.js';

// Only signed-in shoppers see the account menu, so guests never download the menu library.
const AccountMenu = lazy(() => import('./account-menu.js'));

const linkClass = ({ isActive }: { isActive: boolean }) => navLinkClass(isActive);

const AuthButton = ({ onDone }: { onDone?: () => void }) => {
  const { status, signOut } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (status === 'loading') return <span aria-hidden className="inline-block h-9 w-20" />;
  if (status === 'unauthenticated') {
    return (
      <Button asChild size="sm" onClick={onDone}>
        <Link to="/auth">Sign In</Link>
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          // Leave the signed-in page first, so its guard does not send the shopper to the sign-in form.
          navigate('/');
          await signOut();
          onDone?.();
        } catch (error) {
          toast.error('Sign out failed', { description: errorMessage(error) });
        } finally {
          setBusy(false);
        }
      }}
    >
      Sign Out
    </Button>
  );
};

/** One list of the mobile menu: the spec's links, or the signed-in shopper's rooms. */
const MobileLinks = ({ links, labelledBy }: { links: readonly { to: string; label: string }[]; labelledBy?: string }) => (
  <ul className="flex flex-col" aria-labelledby={labelledBy}>
    {links.map((link) => (
      <li key={link.to}>
        <NavLink to={link.to} className={({ isActive }) => cn(linkClass({ isActive }), 'block py-3')}>
          {link.label}
        </NavLink>
      </li>
    ))}
  </ul>
);

export const Header = () => {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // Close the mobile menu whenever the route changes.
  useEffect(() => setOpen(false), [location.pathname]);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and puts focus back on its button, as for any disclosure.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/80 bg-paper/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="font-display text-2xl tracking-tight text-ink focus-visible:outline-2 focus-visible:outline-ink" aria-label="Atelier, home">
          Atelier
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
          {signedIn && (
            <Suspense fallback={<span aria-hidden className="inline-block h-9 w-28" />}>
              <AccountMenu />
            </Suspense>
          )}
          <span className="ml-3">
            <AuthButton />
          </span>
        </nav>
        <Button
          ref={toggle}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
        </Button>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label="Main" className="border-t border-stone-200 px-4 pb-4 pt-2 md:hidden">
          <MobileLinks links={MAIN_LINKS} />
          {signedIn && (
            <>
              <p id="mobile-rooms" className="mt-3 border-t border-stone-200 px-3 pb-1 pt-4 text-xs font-medium uppercase tracking-widest text-stone-600">
                {ACCOUNT_MENU_LABEL}
              </p>
              <MobileLinks links={[...ROOM_LINKS, ACCOUNT_LINK]} labelledBy="mobile-rooms" />
            </>
          )}
          <div className="mt-2">
            <AuthButton onDone={() => setOpen(false)} />
          </div>
        </nav>
      )}
    </header>
  );
};
