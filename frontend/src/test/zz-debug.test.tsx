import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockServer, unauthorized } from './mockServer';
import { renderApp } from './renderApp';

it('timing', async () => {
  mockServer({
    'GET /api/user': unauthorized,
    'POST /api/login': () => json(401, { statusCode: 401, message: 'Invalid email or password' }),
  });
  let t = Date.now();
  const lap = (label: string) => { console.log(label, Date.now() - t); t = Date.now(); };
  renderApp('/login');
  lap('render');
  await screen.findByRole('heading', { name: 'Sign In', level: 1 });
  lap('heading');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  lap('type email');
  await user.type(screen.getByLabelText('Password'), 'pw');
  lap('type pw');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  lap('click');
  await screen.findByRole('alert');
  lap('alert');
  await screen.findByText('Login failed');
  lap('toast');
});
