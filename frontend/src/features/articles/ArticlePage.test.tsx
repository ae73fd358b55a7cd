import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { ARTICLES } from './articles.data';

const structuredData = () =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
    '@graph'?: { '@type': string }[];
  };
const tile = (label: string) => screen.queryByText(label, { selector: 'dt' });

describe('article pages', () => {
  beforeEach(() => mockServer({ 'GET /api/user': unauthorized }));

  it('shows title, subtitle, stat tiles, skills and the apply call to action', async () => {
    renderApp('/articles/press-release-writing');

    expect(await screen.findByRole('heading', { name: 'Press Release Writing', level: 1 })).toBeInTheDocument();
    for (const label of ['Hourly Rate', 'Monthly Potential', 'Difficulty', 'Time Commitment']) {
      expect(tile(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Required Skills' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to Penwright Today' })).toHaveAttribute('href', '/apply');
  });

  it('leaves out Hourly Rate and Monthly Potential when the article gives none', async () => {
    renderApp('/articles/social-media-content');

    await screen.findByRole('heading', { name: 'Social Media Content', level: 1 });
    expect(tile('Hourly Rate')).not.toBeInTheDocument();
    expect(tile('Monthly Potential')).not.toBeInTheDocument();
    expect(tile('Difficulty')).toBeInTheDocument();
  });

  it('sets the title and description, and injects article and job-posting data', async () => {
    renderApp('/articles/content-editing');

    await screen.findByRole('heading', { name: 'Content Editing', level: 1 });
    await waitFor(() => expect(document.title).toBe('Content Editing | Penwright Freelance Writing Opportunities'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/editing/i);
    const types = structuredData()['@graph']?.map((node) => node['@type']);
    expect(types).toEqual(['Article', 'JobPosting']);
  });

  it('ends with links to related articles, none of them the one being read', async () => {
    const app = renderApp('/articles/content-editing');

    const article = (await screen.findByRole('heading', { name: 'Content Editing', level: 1 })).closest(
      'article',
    ) as HTMLElement;
    const related = within(article).getByRole('region', { name: 'Related kinds of work' });
    // At the end: after the body and the call to action, the article's last part.
    expect(article.lastElementChild).toBe(related);
    const links = within(related).getAllByRole('link');
    expect(links).toHaveLength(3);
    const slugs = links.map((link) => link.getAttribute('href')?.replace(/^\/articles\//, ''));
    expect(slugs).not.toContain('content-editing');
    expect(new Set(slugs).size).toBe(3);
    for (const [index, link] of links.entries()) {
      const target = ARTICLES.find((candidate) => candidate.slug === slugs[index]);
      expect(target).toBeDefined();
      expect(link).toHaveAccessibleName(target!.title);
    }
    // The closest kind of work first (fact-checking and style), and the link opens it.
    expect(links[0]).toHaveAttribute('href', '/articles/press-release-writing');
    await userEvent.setup().click(links[0]!);
    expect(await screen.findByRole('heading', { name: 'Press Release Writing', level: 1 })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/articles/press-release-writing');
  });

  it('goes back in the browser history', async () => {
    const app = renderApp('/');
    const user = userEvent.setup();
    const ideas = (await screen.findByRole('heading', { name: 'Writing Jobs You Can Do' })).closest(
      'section',
    ) as HTMLElement;
    await user.click(within(ideas).getByRole('link', { name: /Newsletter Writing/ }));
    await screen.findByRole('heading', { name: 'Newsletter Writing', level: 1 });

    await user.click(screen.getByRole('button', { name: /Back/ }));

    await waitFor(() => expect(app.currentPath()).toBe('/'));
  });

  it('shows the not-found page for an unknown article', async () => {
    renderApp('/articles/no-such-article');
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
  });
});
