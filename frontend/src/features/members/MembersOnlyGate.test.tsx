import { screen, within } from '@testing-library/react';
import { admin, grantedMember, member, unsubscribed } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

jest.setTimeout(30_000);

/** The gate a signed-in person without an active subscription meets (D20). */
async function subscribeGate() {
  const title = await screen.findByRole('heading', { name: 'Members Only' });
  return within(title.closest('section') as HTMLElement);
}

describe('members-only gate', () => {
  it('shows visitors the jobs board blurred and out of reach, with Apply Now', async () => {
    mockServer({ 'GET /api/user': unauthorized });
    renderApp('/jobs-board');
    expect(await screen.findByRole('heading', { name: 'Members Only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/apply');
    expect(screen.queryByRole('link', { name: /Upwork/ })).not.toBeInTheDocument();
    expect(document.querySelector('.pw-gate__content')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows members the real outbound links, in a new tab', async () => {
    mockServer({ 'GET /api/user': () => json(200, member) });
    renderApp('/jobs-board');
    const link = await screen.findByRole('link', { name: /Upwork/ });
    expect(link).toHaveAttribute('href', 'https://www.upwork.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('heading', { name: 'Members Only' })).not.toBeInTheDocument();
  });

  it.each([
    ['/jobs', 'the jobs board'],
    ['/resources', 'the resources library'],
    ['/grammar-tool', 'the grammar tool'],
    ['/plagiarism-check', 'the plagiarism checker'],
    ['/courses', 'the premium course catalogue'],
  ])(
    'shows a signed-in member without a subscription on %s what the membership gives and Subscribe Now, not the content',
    async (path, feature) => {
      mockServer({ 'GET /api/user': () => json(200, unsubscribed()) });
      renderApp(path);
      const gate = await subscribeGate();
      expect(gate.getByText(new RegExp(`can use ${feature}\\.`))).toBeInTheDocument();
      expect(gate.getByText('The grammar tool and the plagiarism checker')).toBeInTheDocument();
      expect(gate.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/register');
      expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
      expect(document.querySelector('.pw-gate__content')).toBeNull();
      expect(screen.queryByRole('link', { name: /Upwork/ })).not.toBeInTheDocument();
    },
  );

  it('shows the gate on the writing tools without asking for prompts or drafts, whose calls would be refused', async () => {
    const server = mockServer({ 'GET /api/user': () => json(200, unsubscribed()) });
    renderApp('/writing-tools?tab=editor');
    const gate = await subscribeGate();
    expect(gate.getByText(/can use the writing tools\./)).toBeInTheDocument();
    expect(gate.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('tab', { name: 'Text Editor' })).not.toBeInTheDocument();
    expect(server.calls()).toEqual(['GET /api/user']);
  });

  it('keeps asking visitors to sign in on the writing tools', async () => {
    mockServer({ 'GET /api/user': unauthorized });
    renderApp('/writing-tools');
    expect(await screen.findByRole('heading', { level: 1, name: 'Please Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  });

  it.each([
    ['a member whose subscription an editor granted', grantedMember('writer')],
    ['an administrator', { ...admin, membership: { ...admin.membership, active: false, tier: null, source: null } }],
  ])('opens the content to %s', async (_who, user) => {
    mockServer({ 'GET /api/user': () => json(200, user) });
    renderApp('/jobs-board');
    expect(await screen.findByRole('link', { name: /Upwork/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members Only' })).not.toBeInTheDocument();
  });
});
