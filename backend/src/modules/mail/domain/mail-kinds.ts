/**
 * Every message Penwright sends (D18) and what each member may switch off. A kind's `topic` is the preference
 * it belongs to; `security` mail (address checks, password resets, e-mail changes, sign-in factors) has none and
 * cannot be turned off, and carries no unsubscribe link. The newsletter is its own topic, kept by content.
 */
export const MAIL_TOPICS = {
  applications: 'Application decisions',
  assignments: 'Assignments: work assigned to you, revisions requested, work completed, one-to-one sessions answered',
  payouts: 'Payouts sent or failed',
  billing: 'Subscription: started, renewed (receipts), payment problems, cancelled, resumed',
  newsletter: 'The newsletter',
} as const;
export type MailTopic = keyof typeof MAIL_TOPICS;
/** The topics a member switches on the Account tab (the newsletter has its own subscribe and unsubscribe). */
export const MEMBER_TOPICS = ['applications', 'assignments', 'payouts', 'billing'] as const satisfies MailTopic[];
export type MemberTopic = (typeof MEMBER_TOPICS)[number];

export const MAIL_KINDS = {
  'identity.welcome': 'security',
  'identity.address-check': 'security',
  'identity.password-reset': 'security',
  'identity.email-changed': 'security',
  'identity.email-change-confirm': 'security',
  'identity.email-change-requested': 'security',
  'identity.password-changed': 'security',
  'identity.account-deleted': 'security',
  'identity.passkey-changed': 'security',
  'identity.two-factor-changed': 'security',
  'applications.decided': 'applications',
  'assignments.assigned': 'assignments',
  'assignments.revision-requested': 'assignments',
  'assignments.completed': 'assignments',
  'mentoring.session-scheduled': 'assignments',
  'mentoring.session-declined': 'assignments',
  'payouts.sent': 'payouts',
  'payouts.failed': 'payouts',
  'billing.subscription-started': 'billing',
  'billing.subscription-renewed': 'billing',
  'billing.payment-failing': 'billing',
  'billing.subscription-cancelled': 'billing',
  'billing.subscription-resumed': 'billing',
  'newsletter.confirm': 'security',
  'newsletter.issue': 'newsletter',
  'mail.test': 'security',
} as const satisfies Record<string, MailTopic | 'security'>;
export type MailKind = keyof typeof MAIL_KINDS;

/**
 * Mail to an address that is being erased (D19: the confirmation of an account's deletion): the outbox row keeps its
 * recipient only until the message is delivered or has failed for good (DeliverMail).
 */
export const FORGETS_RECIPIENT_AFTER_DELIVERY: readonly MailKind[] = ['identity.account-deleted'];

export const topicOf = (kind: MailKind): MailTopic | null => {
  const topic = MAIL_KINDS[kind];
  return topic === 'security' ? null : topic;
};

export const isMailKind = (value: string): value is MailKind => Object.hasOwn(MAIL_KINDS, value);

export const isMemberTopic = (value: string): value is MemberTopic =>
  (MEMBER_TOPICS as readonly string[]).includes(value);
