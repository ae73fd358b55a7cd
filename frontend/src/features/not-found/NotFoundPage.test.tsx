import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import NotFoundPage from './NotFoundPage';

it('says the page was not found, in the words of the spec, and offers the way home', () => {
  render(
    <MemoryRouter initialEntries={['/no-such-page']}>
      <NotFoundPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page Not Found | Penwright Collective');
});
