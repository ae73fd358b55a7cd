import type { ReactNode } from 'react';

/** One tool of the Writing Tools tab: a titled card, reachable by its id (`#word-counter`). */
export function ToolCard({
  id,
  title,
  description,
  wide,
  children,
}: {
  id: string;
  title: string;
  description: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={`pw-card pw-tool${wide ? ' pw-tool--wide' : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="pw-writing-muted">{description}</p>
      {children}
    </section>
  );
}
