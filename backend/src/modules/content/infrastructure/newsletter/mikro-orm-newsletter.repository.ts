import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { NewsletterRepository } from '../../application/newsletter/ports/newsletter.repository';
import { NewsletterSubscriptionSchema } from './newsletter-subscription.schema';

@Injectable()
export class MikroOrmNewsletterRepository implements NewsletterRepository {
  constructor(private readonly em: EntityManager) {}

  async subscribe(email: string): Promise<void> {
    // The unique index on lower(email) (the table's only unique key besides the serial id) decides, so
    // concurrent sign-ups of one address store one row.
    await this.em
      .createQueryBuilder(NewsletterSubscriptionSchema)
      .insert({ email })
      .onConflict()
      .ignore()
      .execute('run');
  }
}
