import type { AuditEntry } from '../../audit/domain/audit-entry';
import { auditLookups, auditSummary, type AuditRecords } from './audit-summary';

const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'action' | 'entityType' | 'entityId'>): AuditEntry => ({
  id: '1',
  actorId: 1,
  before: null,
  after: null,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  ...fields,
});

const records: AuditRecords = {
  names: new Map([
    [4, 'Rosa Lindqvist'],
    [5, 'Dana Writer'],
  ]),
  payouts: new Map([
    [7, { userId: 4, amountCents: 15000 }],
    [8, { userId: null, amountCents: 123456 }],
  ]),
  assignments: new Map([[21, { title: 'Checklist: Choosing a Payroll Provider', assignedUserId: 4 }]]),
  applications: new Map([[3, { userId: 5 }]]),
};

describe('auditSummary (issue 23: the Audit Log names people and amounts)', () => {
  it.each([
    [
      'a payout moved',
      entry({ action: 'payout.update', entityType: 'payout', entityId: '7', after: { status: 'processing' } }),
      'Rosa Lindqvist: payout $150.00 processing',
    ],
    [
      "a deleted member's payout",
      entry({ action: 'payout.update', entityType: 'payout', entityId: '8', after: { status: 'completed' } }),
      'Unknown User: payout $1,234.56 completed',
    ],
    [
      'a decision',
      entry({ action: 'application.decide', entityType: 'application', entityId: '3', after: { status: 'approved' } }),
      'Dana Writer: application approved',
    ],
    [
      'a completion that opened a payout',
      entry({
        action: 'assignment.review',
        entityType: 'assignment',
        entityId: '21',
        after: { status: 'completed', payout: { id: 9, amount: '60.00' } },
      }),
      'Rosa Lindqvist: "Checklist: Choosing a Payroll Provider" completed, payout $60.00 opened',
    ],
    [
      'an assign',
      entry({ action: 'assignment.assign', entityType: 'assignment', entityId: '21', after: { assignedUserId: 5 } }),
      'Dana Writer: assigned "Checklist: Choosing a Payroll Provider"',
    ],
    [
      'a new brief with its pay',
      entry({
        action: 'assignment.create',
        entityType: 'assignment',
        entityId: '21',
        after: { title: 'Checklist: Choosing a Payroll Provider', payRate: '0.50', isPerWord: true },
      }),
      '"Checklist: Choosing a Payroll Provider" created: $0.50 per word',
    ],
    [
      'an overdue release by the system',
      entry({
        action: 'assignment.release_overdue',
        entityType: 'assignment',
        entityId: '21',
        actorId: null,
        before: { status: 'assigned', assignedUserId: 4 },
        after: { status: 'available', assignedUserId: null },
      }),
      'Rosa Lindqvist: "Checklist: Choosing a Payroll Provider" released after its deadline, available again',
    ],
    [
      'an account edit',
      entry({ action: 'user.update', entityType: 'user', entityId: '5', after: { isActive: false } }),
      'Dana Writer: account updated (is active)',
    ],
    [
      'a deleted account, named from its snapshot',
      entry({
        action: 'user.delete',
        entityType: 'user',
        entityId: '99',
        before: { firstName: 'Ines', lastName: 'Marlow' },
      }),
      'Ines Marlow: account deleted',
    ],
    [
      "a deleted member's earlier edit, whose snapshot was erased (D19)",
      entry({
        action: 'user.update',
        entityType: 'user',
        entityId: '98',
        before: { firstName: '[erased]', lastName: '[erased]', isActive: true },
        after: { firstName: '[erased]', lastName: '[erased]', isActive: false },
      }),
      'Unknown User: account updated (first name, last name, is active)',
    ],
    [
      'a newsletter issue sent',
      entry({
        action: 'newsletter_issue.send',
        entityType: 'newsletter_issue',
        entityId: '4',
        before: { title: 'November at the collective', sentAt: null },
        after: { title: 'November at the collective', sentAt: '2026-11-20T10:00:00.000Z' },
      }),
      'Newsletter issue "November at the collective" sent',
    ],
    [
      'a one-to-one session scheduled',
      entry({
        action: 'one_to_one_request.schedule',
        entityType: 'one_to_one_request',
        entityId: '12',
        before: { state: 'requested' },
        after: {
          state: 'scheduled',
          scheduledAt: '2026-12-02T15:00:00.000Z',
          meetingLink: 'https://meet.example.org/a',
        },
      }),
      'One-to-one session request #12 scheduled',
    ],
  ])('%s', (_label, logged, summary) => expect(auditSummary(logged, records)).toBe(summary));

  it('gathers every record a page names, once per kind', () => {
    const lookups = auditLookups([
      entry({ action: 'payout.update', entityType: 'payout', entityId: '7' }),
      entry({ action: 'application.decide', entityType: 'application', entityId: '3' }),
      entry({
        action: 'assignment.release',
        entityType: 'assignment',
        entityId: '21',
        before: { assignedUserId: 4 },
        after: { assignedUserId: null },
      }),
      entry({ action: 'user.update', entityType: 'user', entityId: '5' }),
    ]);
    expect(lookups).toEqual({ payoutIds: [7], assignmentIds: [21], applicationIds: [3], userIds: [4, 5] });
  });
});
