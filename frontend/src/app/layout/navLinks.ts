export interface NavLinkItem {
  to: string;
  label: string;
  /** Shown only to signed-in members. */
  membersOnly?: boolean;
}

/** Header navigation of spec section 2, in its order. */
export const HEADER_LINKS: readonly NavLinkItem[] = [
  { to: '/courses', label: 'Courses' },
  { to: '/grammar-tool', label: 'Grammar Tool' },
  { to: '/plagiarism-check', label: 'Plagiarism Checker' },
  { to: '/jobs-board', label: 'Jobs Board' },
  { to: '/resources', label: 'Resources' },
  { to: '/contact', label: 'Contact' },
  { to: '/writing-tools', label: 'Writing Tools', membersOnly: true },
];

export function visibleHeaderLinks(signedIn: boolean): NavLinkItem[] {
  return HEADER_LINKS.filter((link) => signedIn || !link.membersOnly);
}
