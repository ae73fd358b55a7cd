import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useBrand } from '../brand';
import { AccountActions } from './AccountActions';
import { MainNav } from './MainNav';

const MobileMenu = lazy(() => import('./MobileMenu'));
const MOBILE_MENU_ID = 'pw-mobile-menu';

export function Header() {
  const { brandShortName } = useBrand();
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer's code is fetched the first time someone opens the menu, then kept mounted.
  const [menuRequested, setMenuRequested] = useState(false);
  const { pathname } = useLocation();

  // Any navigation (a link, a redirect after sign-out) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  const openMenu = () => {
    setMenuRequested(true);
    setMenuOpen(true);
  };

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
        <Button
          className="pw-header__menu-toggle"
          type="text"
          icon={<MenuOutlined />}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={openMenu}
        />
      </div>
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            title={brandShortName}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
