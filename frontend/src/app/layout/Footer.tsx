import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../brand';
import { useRenderInfo } from '../ssr/pageState';

const PLATFORM_LINKS = [
  { to: '/courses', label: 'Courses' },
  { to: '/grammar-tool', label: 'Grammar Tool' },
  { to: '/plagiarism-check', label: 'Plagiarism Checker' },
  { to: '/jobs-board', label: 'Jobs Board' },
  { to: '/resources', label: 'Resources' },
  { to: '/apply', label: 'Apply' },
];

const LEGAL_LINKS = [
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
];

// Plain outbound links: no embedded widgets or scripts from other hosts (product decision D15).
const SOCIAL_LINKS = [
  { href: 'https://x.com/penwright', label: 'X (Twitter)' },
  { href: 'https://www.linkedin.com/company/penwright', label: 'LinkedIn' },
  { href: 'https://www.instagram.com/penwright', label: 'Instagram' },
  { href: 'https://www.facebook.com/penwright', label: 'Facebook' },
];

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="pw-footer__column" aria-label={title}>
      <h2 className="pw-footer__heading">{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}

export function Footer() {
  const { brandName, supportEmail } = useBrand();
  // The year of the render: a page the server rendered on December 31 hydrates without a mismatch on January 1.
  const year = new Date(useRenderInfo().renderedAt).getUTCFullYear();
  return (
    <footer className="pw-footer">
      <div className="pw-footer__inner">
        <FooterColumn title="Platform">
          {PLATFORM_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Support">
          <li>
            <Link to="/contact">Contact Us</Link>
          </li>
          <li>
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </li>
        </FooterColumn>
        <FooterColumn title="Follow Us">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Legal">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <Link to="/admin-login">Admin</Link>
          </li>
        </FooterColumn>
      </div>
      <p className="pw-footer__copyright">
        © {year} {brandName}. All rights reserved.
      </p>
    </footer>
  );
}
