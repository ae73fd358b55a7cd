import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useBrand } from '../brand';
import { AccountActions } from './AccountActions';
import { MainNav } from './MainNav';

const MOBILE_MENU_ID = 'pw-mobile-menu';

export function Header() {
  const { brandShortName } = useBrand();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const { pathname } = useLocation();

  // Any navigation (a link, a redirect after sign-out) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

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
          onClick={() => setMenuOpen(true)}
        />
      </div>
      <Drawer
        id={MOBILE_MENU_ID}
        title={brandShortName}
        placement="right"
        size={300}
        open={menuOpen}
        onClose={closeMenu}
        className="pw-mobile-menu"
      >
        <MainNav variant="list" onNavigate={closeMenu} />
        <AccountActions onAction={closeMenu} block />
      </Drawer>
    </header>
  );
}
