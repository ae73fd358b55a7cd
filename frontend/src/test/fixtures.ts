import type { ApplicationForReview, ApplicationsPage } from '../features/admin/adminApplicationsApi';

type Applicant = NonNullable<ApplicationForReview['applicant']>;
import type { User } from '../features/auth/user';

export const member: User = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  createdAt: '2026-01-05T10:00:00.000Z',
  isActive: true,
  isAdmin: false,
  stripeSubscriptionId: 'sub_123',
  subscriptionStatus: 'active',
  subscriptionTier: 'writer',
  emailConfirmedAt: '2026-01-05T10:05:00.000Z',
  membership: { active: true, tier: 'writer', source: 'provider', membersOnlyPages: true },
};

/** A member without an active subscription, as the server answers for them (D20): no tier, no members-only pages. */
export const unsubscribed = (overrides: Partial<User> = {}): User => ({
  ...member,
  stripeSubscriptionId: null,
  subscriptionStatus: 'inactive',
  subscriptionTier: null,
  membership: { active: false, tier: null, source: null, membersOnlyPages: false },
  ...overrides,
});

/** A member whose subscription an editor granted in the console (D10): no provider subscription, active everywhere. */
export const grantedMember = (tier: 'writer' | 'professional' | 'editorial_partner' = 'professional'): User => ({
  ...member,
  stripeSubscriptionId: null,
  subscriptionStatus: 'active',
  subscriptionTier: tier,
  membership: { active: true, tier, source: 'granted', membersOnlyPages: true },
});

export const admin: User = {
  ...member,
  id: 1,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  username: 'grace',
  isAdmin: true,
  subscriptionTier: 'admin',
  membership: { active: true, tier: 'admin', source: 'granted', membersOnlyPages: true },
};

/** The applicant of a review row: the account behind the application. */
export const applicant = (overrides: Partial<Applicant> = {}): Applicant => ({
  id: 9,
  firstName: 'Dana',
  lastName: 'Writer',
  email: 'dana@example.com',
  username: 'dana',
  isActive: true,
  subscriptionStatus: 'active',
  subscriptionTier: 'writer',
  ...overrides,
});

/** A pending application with answers, details and two completed attempts, for the admin's Applications tab. */
export const applicationForReview = (overrides: Partial<ApplicationForReview> = {}): ApplicationForReview => ({
  id: 5,
  status: 'pending',
  answers: {
    name: 'Dana Writer',
    writingTypes: ['Articles'],
    involvement: ['Improve My Skills'],
    acknowledgment: 'acknowledge',
  },
  applicantDetails: { address: '4 Quay Street, Hull', phone: null, preferredGenres: 'Travel', experience: null },
  decisionNote: null,
  decidedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-03T10:00:00.000Z',
  applicant: applicant(),
  attempts: [
    {
      id: 1,
      startedAt: '',
      deadline: '2026-03-02T10:30:00.000Z',
      completedAt: '2026-03-02T10:00:00.000Z',
      grading: 'submitted',
      answered: 25,
      score: 17,
      maxScore: 25,
      passed: false,
    },
    {
      id: 2,
      startedAt: '',
      deadline: '2026-03-03T10:30:00.000Z',
      completedAt: '2026-03-03T10:00:00.000Z',
      grading: 'expired',
      answered: 20,
      score: 18,
      maxScore: 25,
      passed: true,
    },
  ],
  ...overrides,
});

/** `GET /api/admin/applications`'s answer: `items` as one page of `total` matching applications. */
export const applicationsPage = (
  items: ApplicationForReview[],
  { total = items.length, page = 1, pageSize = 20 } = {},
): ApplicationsPage => ({ items, total, page, pageSize });
