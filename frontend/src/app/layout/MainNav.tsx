import { NavLink } from 'react-router-dom';
import { useSession } from '../../features/auth/useSession';
import { visibleHeaderLinks } from './navLinks';

interface MainNavProps {
  /** "bar" in the header on wide screens, "list" inside the mobile menu. */
  variant: 'bar' | 'list';
  onNavigate?: () => void;
}

export function MainNav({ variant, onNavigate }: MainNavProps) {
  const { status } = useSession();
  return (
    <nav aria-label="Main" className={`pw-nav pw-nav--${variant}`}>
      <ul>
        {visibleHeaderLinks(status === 'authenticated').map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={onNavigate} className="pw-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
