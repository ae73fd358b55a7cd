import { screen, within } from '@testing-library/react';
import { DEFAULT_BRAND } from '../../app/brand';
import { mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';

async function openContact() {
  mockServer({ 'GET /api/user': unauthorized });
  renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 15_000 });
  return screen.getByRole('main');
}

describe('/contact (spec sections 2 and 9)', () => {
  it('shows the email, phone, address and hours cards with the spec’s times', async () => {
    const main = await openContact();
    for (const card of ['Email', 'Phone', 'Address', 'Business Hours']) {
      expect(within(main).getByRole('heading', { level: 2, name: card })).toBeInTheDocument();
    }
    expect(within(main).getByRole('link', { name: DEFAULT_BRAND.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_BRAND.supportEmail}`,
    );
    expect(within(main).getByText('9:00 AM-5:00 PM Monday-Friday')).toBeInTheDocument();
    expect(within(main).getByText('Response time: 48-72 hours')).toBeInTheDocument();
    expect(within(main).getByText(/9am-6pm EST/)).toBeInTheDocument();
  });

  it('has four FAQ entries and no contact form', async () => {
    const main = await openContact();
    const faq = within(main).getByRole('heading', { name: 'Frequently Asked Questions' }).closest('section')!;
    expect(within(faq as HTMLElement).getAllByRole('button')).toHaveLength(4);
    expect(main.querySelector('form')).toBeNull();
  });
});
