import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useBrand } from '../brand';
import { AccountActions } from './AccountActions';
import { MainNav } from './MainNav';

// antd's Drawer (and theme) is fetched the first time someone opens the menu, then kept mounted.
const MobileMenu = lazy(() => import('./MobileMenu'));
const MOBILE_MENU_ID = 'pw-mobile-menu';

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Header() {
  const { brandShortName } = useBrand();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on: any navigation (a link, the redirect after
  // sign-out) closes it without extra bookkeeping.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const [menuRequested, setMenuRequested] = useState(false);

  return (
    <header className="pw-header">
      <div className="pw-header__inner">
        <Link to="/" className="pw-logo" aria-label={`${brandShortName} home`}>
          {brandShortName}
        </Link>
        <div className="pw-header__wide">
          <MainNav variant="bar" />
          <AccountActions />
        </div>
        <button
          type="button"
          className="pw-header__menu-toggle"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => {
            setMenuRequested(true);
            setOpenedOn(pathname);
          }}
        >
          <MenuIcon />
        </button>
      </div>
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} title={brandShortName} open={menuOpen} onClose={() => setOpenedOn(null)} />
        </Suspense>
      )}
    </header>
  );
}
