import { screen } from '@testing-library/react';
import { member } from '../../test/fixtures';
import { json, mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

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
});
