import type { DomainError } from '../../../shared/domain/domain-error';
import type { User } from './user';
import { changesOf, mayRemoveAdminPower, removesAdminPower } from './user-edit';

const member: User = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Quill',
  email: 'ada@example.com',
  username: 'adaquill',
  passwordHash: 'hash',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  isActive: true,
  isAdmin: false,
  stripeSubscriptionId: null,
  subscriptionStatus: 'active',
  subscriptionTier: 'writer',
  emailConfirmedAt: null,
};
const editor: User = { ...member, id: 1, isAdmin: true, username: 'editor', email: 'editor@example.com' };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  return null;
};

describe('changesOf', () => {
  it('keeps only what differs, texts trimmed and the e-mail in its stored form', () => {
    const changes = changesOf(
      member,
      { firstName: ' Ada ', lastName: ' Byron ', email: ' ADA@Example.com', username: 'adaquill', isActive: true },
      editor.id,
    );
    expect(changes).toEqual({ lastName: 'Byron' });
  });

  it('changes the tier to none, and the status, for a member without a provider subscription', () => {
    expect(changesOf(member, { subscriptionTier: null, subscriptionStatus: 'canceled' }, editor.id)).toEqual({
      subscriptionTier: null,
      subscriptionStatus: 'canceled',
    });
  });

  it("refuses to change a provider subscriber's status or tier, and accepts them unchanged", () => {
    const subscriber = { ...member, stripeSubscriptionId: 'sub_123' };
    expect(refusal(() => changesOf(subscriber, { subscriptionTier: 'professional' }, editor.id))).toMatchObject({
      kind: 'CONFLICT',
      code: 'SUBSCRIPTION_MANAGED_BY_PROVIDER',
    });
    expect(changesOf(subscriber, { subscriptionTier: 'writer', firstName: 'Ida' }, editor.id)).toEqual({
      firstName: 'Ida',
    });
  });

  it('refuses an editor deactivating or demoting themself, and allows it for another admin', () => {
    expect(refusal(() => changesOf(editor, { isActive: false }, editor.id))?.message).toMatch(/deactivate your own/);
    expect(refusal(() => changesOf(editor, { isAdmin: false }, editor.id))?.message).toMatch(/your own admin/);
    const otherAdmin = { ...editor, id: 2 };
    expect(changesOf(otherAdmin, { isAdmin: false }, editor.id)).toEqual({ isAdmin: false });
    // Sending one's own flags unchanged is no change.
    expect(changesOf(editor, { isAdmin: true, isActive: true }, editor.id)).toEqual({});
  });
});

describe('admin powers', () => {
  it('tells an edit that may take them away, and a change that does', () => {
    expect(mayRemoveAdminPower({ isActive: false })).toBe(true);
    expect(mayRemoveAdminPower({ isAdmin: true, isActive: true })).toBe(false);
    expect(removesAdminPower(editor, { isActive: false })).toBe(true);
    expect(removesAdminPower(member, { isActive: false })).toBe(false);
    expect(removesAdminPower({ ...editor, isActive: false }, { isAdmin: false })).toBe(false);
  });
});
