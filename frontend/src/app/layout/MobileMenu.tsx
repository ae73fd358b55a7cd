import { Drawer } from 'antd';
import { AccountActions } from './AccountActions';
import { MainNav } from './MainNav';

interface MobileMenuProps {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
}

/** The header's menu on narrow screens. Loaded on first open (see Header), so desktop never pays for it. */
export default function MobileMenu({ id, title, open, onClose }: MobileMenuProps) {
  return (
    <Drawer id={id} title={title} placement="right" size={300} open={open} onClose={onClose} className="pw-mobile-menu">
      <MainNav variant="list" onNavigate={onClose} />
      <AccountActions onAction={onClose} block />
    </Drawer>
  );
}
