import Drawer from 'antd/es/drawer';
import AntdTheme from '../AntdTheme';
import { AccountActions } from './AccountActions';
import { MainNav } from './MainNav';

interface MobileMenuProps {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
}

/** The header's menu on narrow screens, loaded on first open (see Header): desktop never pays for it. */
export default function MobileMenu({ id, title, open, onClose }: MobileMenuProps) {
  return (
    <AntdTheme>
      <Drawer
        id={id}
        title={title}
        placement="right"
        size={300}
        open={open}
        onClose={onClose}
        className="pw-mobile-menu"
      >
        <MainNav variant="list" onNavigate={onClose} />
        <AccountActions onAction={onClose} block />
      </Drawer>
    </AntdTheme>
  );
}
