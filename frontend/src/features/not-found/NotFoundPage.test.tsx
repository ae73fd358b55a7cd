import { render, screen } from '@testing-library/react';
import NotFoundPage from './NotFoundPage';

it('says the page was not found, in the words of the spec', () => {
  render(<NotFoundPage />);
  expect(screen.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  expect(document.title).toBe('Page Not Found | Penwright Collective');
});
