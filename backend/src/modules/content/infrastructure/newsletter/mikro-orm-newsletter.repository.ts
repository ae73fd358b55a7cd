import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NewsletterRepository } from '../../application/newsletter/ports/newsletter.repository';

@Injectable()
export class MikroOrmNewsletterRepository implements NewsletterRepository {
  constructor(private readonly em: EntityManager) {}

  async subscribe(email: string): Promise<void> {
    // The unique index on lower(email) decides, so concurrent sign-ups of one address store one row.
    await this.em
      .getConnection()
      .execute('INSERT INTO newsletter_subscriptions (email) VALUES (?) ON CONFLICT ((lower(email))) DO NOTHING', [
        email,
      ]);
  }
}
