import { render, screen, within } from '@testing-library/react';
import { sandboxConfig } from '../../billing/billing.fixtures';
import { MembershipStep } from './MembershipStep';

const tiers = sandboxConfig.tiers;

function renderCards() {
  render(<MembershipStep tiers={tiers} pendingTier={null} freeTrialAvailable member={null} onSelect={() => {}} />);
}

/** The card of the tier named `name`: its heading's card. */
const cardOf = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name }).closest('.pw-tier') as HTMLElement);

describe('the tier cards (D20: they promise what the product does)', () => {
  it('lists the perks the server sends, with its figures', () => {
    renderCards();
    expect(cardOf('Writer').getByText('Grammar and originality checks, up to 20 a day')).toBeInTheDocument();
    expect(cardOf('Professional').getByText('Unlimited grammar and originality checks')).toBeInTheDocument();
    expect(
      cardOf('Editorial Partner').getByText('First look at premium assignments, 48 hours before everyone else'),
    ).toBeInTheDocument();
    expect(cardOf('Editorial Partner').getByText('One-to-one sessions with a senior editor')).toBeInTheDocument();
  });

  it('compares which tier has which perk, in words', () => {
    renderCards();
    const table = within(screen.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Perk',
      'Free Trial',
      'Writer',
      'Professional',
      'Editorial Partner',
    ]);
    const row = (label: string) =>
      within(table.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim());
    expect(row('Grammar and originality checks')).toEqual([
      'Up to 20 a day',
      'Up to 20 a day',
      'Unlimited',
      'Unlimited',
    ]);
    expect(row('Priority editorial feedback')).toEqual(['Not included', 'Not included', 'Included', 'Included']);
    expect(row('First look at premium assignments')).toEqual([
      'Not included',
      'Not included',
      'Not included',
      '48 hours early',
    ]);
    expect(row('One-to-one sessions with a senior editor')).toEqual([
      'Not included',
      'Not included',
      'Not included',
      'Included',
    ]);
  });

  it('takes the daily limit from the server, not from the interface', () => {
    const five = tiers.map((tier) =>
      tier.perks.checksPerDay === null ? tier : { ...tier, perks: { ...tier.perks, checksPerDay: 5 } },
    );
    render(<MembershipStep tiers={five} pendingTier={null} freeTrialAvailable member={null} onSelect={() => {}} />);
    const table = within(screen.getByRole('table'));
    expect(table.getAllByText('Up to 5 a day')).toHaveLength(2);
  });
});
