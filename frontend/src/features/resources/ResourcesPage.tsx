import { useState } from 'react';
import { pageTitle, usePageMeta } from '../seo/pageMeta';
import { useToast } from '../../app/toast';
import { NewsletterForm } from '../community/NewsletterForm';
import { MembersOnlyGate } from '../members/MembersOnlyGate';
import { downloadResource } from './downloadResource';
import { DOWNLOAD_MESSAGES, EXTERNAL_RESOURCES, LIBRARY, type LibraryItem } from './resourceLibrary';
import { ResourceCard } from './ResourceCard';
import './resources.css';

/**
 * The library. Its messages (spec section 8's alerts) are toasts: they appear where the member is looking,
 * next to the viewport's top, not in a notice at the top of a long page that the clicked card has scrolled
 * far below (issue 18).
 */
function ResourceLibrary() {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const open = async (item: LibraryItem) => {
    if (!item.file) {
      toast.info(DOWNLOAD_MESSAGES.comingSoon, 'Guides and templates are ready to download now.');
      return;
    }
    setBusy(item.file);
    const outcome = await downloadResource(item.file);
    setBusy(null);
    if (!outcome.ok) toast.error(outcome.message);
  };

  return (
    <>
      {LIBRARY.map((group) => (
        <section key={group.title} className="pw-resources__group" aria-labelledby={`group-${group.title}`}>
          <h2 id={`group-${group.title}`}>{group.title}</h2>
          <ul className="pw-resources__grid">
            {group.items.map((item) => (
              <ResourceCard key={item.title} item={item} busy={busy === item.file} onOpen={() => void open(item)} />
            ))}
          </ul>
        </section>
      ))}
      <section className="pw-resources__group" aria-labelledby="external-resources">
        <h2 id="external-resources">External Resources</h2>
        <ul className="pw-resources__links">
          {EXTERNAL_RESOURCES.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.title}
                <span className="pw-visually-hidden"> (opens in a new tab)</span>
              </a>{' '}
              — {link.description}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** /resources: guides, templates, tutorials and podcasts for members (spec sections 2, 7, 8). */
export default function ResourcesPage() {
  usePageMeta({
    title: pageTitle('Resources'),
    description:
      'Guides, templates and worksheets for freelance writers from our editors, free for members to download.',
  });
  return (
    <div className="pw-page">
      <h1>Writing Resources</h1>
      <p className="pw-lead">Guides, templates and worksheets from our editors, free for members to download.</p>
      <MembersOnlyGate feature="the resources library">
        <ResourceLibrary />
      </MembersOnlyGate>
      <div className="pw-resources__subscribe">
        <NewsletterForm
          title="Get new resources by e-mail"
          intro="We add guides and templates every month. Subscribe to hear when they arrive."
        />
      </div>
    </div>
  );
}
