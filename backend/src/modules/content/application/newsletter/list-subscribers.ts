import { Inject, Injectable } from '@nestjs/common';
import { NEWSLETTER_REPOSITORY } from '../../content.tokens';
import type { NewsletterSubscription, SubscriptionState } from '../../domain/newsletter/newsletter';
import { subscribersCsv } from '../../domain/newsletter/subscribers-csv';
import type { NewsletterRepository, SubscriberPageQuery } from './ports/newsletter.repository';

export interface SubscribersPage {
  items: NewsletterSubscription[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/admin/newsletter/subscribers?state=&page=&pageSize=`: newest first. */
@Injectable()
export class ListSubscribers {
  constructor(@Inject(NEWSLETTER_REPOSITORY) private readonly subscriptions: NewsletterRepository) {}

  async execute(query: SubscriberPageQuery): Promise<SubscribersPage> {
    const { items, total } = await this.subscriptions.page(query);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }
}

/** `GET /api/admin/newsletter/subscribers/csv?state=`: every subscription in that state (or all), oldest first. */
@Injectable()
export class ExportSubscribers {
  constructor(@Inject(NEWSLETTER_REPOSITORY) private readonly subscriptions: NewsletterRepository) {}

  async execute(state: SubscriptionState | null): Promise<string> {
    return subscribersCsv(await this.subscriptions.all(state));
  }
}
