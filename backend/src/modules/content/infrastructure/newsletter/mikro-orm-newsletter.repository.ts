import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FRESH_READ } from '../../../../platform/database/fresh-read';
import { col, SqlRunner } from '../../../../platform/database/sql-runner';
import type {
  ConfirmationDue,
  NewsletterRepository,
  SubscriberPageQuery,
} from '../../application/newsletter/ports/newsletter.repository';
import type { NewsletterSubscription, SubscriptionState } from '../../domain/newsletter/newsletter';
import { NewsletterSubscriptionSchema, type NewsletterSubscriptionRow } from './newsletter-subscription.schema';

const toSubscription = ({
  id,
  email,
  state,
  subscribedAt,
  confirmedAt,
  unsubscribedAt,
}: NewsletterSubscriptionRow): NewsletterSubscription => ({
  id,
  email,
  state,
  subscribedAt,
  confirmedAt,
  unsubscribedAt,
});

/** Writes are conditional statements (a state moves only from the state it must be in), so reads are fresh. */
@Injectable()
export class MikroOrmNewsletterRepository implements NewsletterRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: SqlRunner,
  ) {}

  requestConfirmation(email: string, at: Date, resendBefore: Date): Promise<ConfirmationDue | null> {
    // The unique index on lower(email) decides, so concurrent sign-ups of one address store one row; the upsert's
    // condition is evaluated on the row as the first of them left it, so they queue one confirmation between them.
    return this.sql.one(
      `INSERT INTO newsletter_subscriptions AS s (email, state, confirmation_sent_at, confirmations_sent)
       VALUES (?, 'pending', ?, 1)
       ON CONFLICT ((lower(email))) DO UPDATE
         SET state = 'pending', unsubscribed_at = NULL, confirmation_sent_at = EXCLUDED.confirmation_sent_at,
             confirmations_sent = s.confirmations_sent + 1
         WHERE s.state = 'unsubscribed'
            OR (s.state = 'pending' AND (s.confirmation_sent_at IS NULL OR s.confirmation_sent_at < ?))
       RETURNING id, confirmations_sent AS sequence`,
      [email, at, resendBefore],
      { id: col.int, sequence: col.int },
    );
  }

  async findById(id: number): Promise<NewsletterSubscription | null> {
    const row = await this.em.findOne(NewsletterSubscriptionSchema, { id }, FRESH_READ);
    return row && toSubscription(row);
  }

  async confirm(id: number, at: Date): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      NewsletterSubscriptionSchema,
      { id, state: 'pending' },
      { state: 'confirmed', confirmedAt: at },
    );
    return updated === 1;
  }

  async unsubscribe(id: number, at: Date): Promise<boolean> {
    const updated = await this.em.nativeUpdate(
      NewsletterSubscriptionSchema,
      { id, state: { $ne: 'unsubscribed' } },
      { state: 'unsubscribed', unsubscribedAt: at },
    );
    return updated === 1;
  }

  async confirmedAfter(afterId: number, confirmedBy: Date, limit: number) {
    const rows = await this.em.find(
      NewsletterSubscriptionSchema,
      { id: { $gt: afterId }, state: 'confirmed', confirmedAt: { $lte: confirmedBy } },
      { ...FRESH_READ, orderBy: { id: 'asc' }, limit, fields: ['id', 'email'] },
    );
    return rows.map(({ id, email }) => ({ id, email }));
  }

  async page({ state, page, pageSize }: SubscriberPageQuery) {
    const [rows, total] = await this.em.findAndCount(NewsletterSubscriptionSchema, state ? { state } : {}, {
      ...FRESH_READ,
      orderBy: { id: 'desc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items: rows.map(toSubscription), total };
  }

  async all(state: SubscriptionState | null): Promise<NewsletterSubscription[]> {
    const rows = await this.em.find(NewsletterSubscriptionSchema, state ? { state } : {}, {
      ...FRESH_READ,
      orderBy: { id: 'asc' },
    });
    return rows.map(toSubscription);
  }
}
