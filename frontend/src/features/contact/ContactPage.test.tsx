import { screen, within } from '@testing-library/react';
import { DEFAULT_BRAND } from '../../app/brand';
import { mockServer, unauthorized } from '../../test/mockServer';
import { renderApp } from '../../test/renderApp';
import { telephoneHref } from './ContactPage';

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

  it('shows the operator’s phone and address (CONTACT_PHONE, CONTACT_ADDRESS)', async () => {
    const main = await openContact();
    expect(within(main).getByRole('link', { name: DEFAULT_BRAND.contactPhone })).toHaveAttribute(
      'href',
      'tel:+15550134821',
    );
    const address = within(main).getByRole('heading', { level: 2, name: 'Address' }).closest('li')!;
    expect(address.querySelectorAll('br')).toHaveLength(2);
    expect(address).toHaveTextContent(`${DEFAULT_BRAND.brandName}1200 Market Street, Suite 400Wilmington, DE 19801`);
  });

  it('turns a written phone number into a tel: link', () => {
    expect(telephoneHref('+44 20 7946 0018')).toBe('tel:+442079460018');
    expect(telephoneHref('(555) 013-4821')).toBe('tel:5550134821');
  });
});
