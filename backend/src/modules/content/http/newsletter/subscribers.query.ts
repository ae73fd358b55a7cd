import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IntegerInRange } from '../../../../platform/http/validation';
import { SUBSCRIPTION_STATES, type SubscriptionState } from '../../domain/newsletter/newsletter';
import type { SubscriberPageQuery } from '../../application/newsletter/ports/newsletter.repository';

const PAGE = { min: 1, max: 1_000_000, default: 1 } as const;
const PAGE_SIZE = { min: 1, max: 100, default: 20 } as const;
const STATE_MESSAGE = `state must be one of ${SUBSCRIPTION_STATES.join(', ')}`;

/** `?state=` of the subscribers' list and export: one state, or every subscription when absent. */
export class SubscriberStateQuery {
  @ApiPropertyOptional({ enum: SUBSCRIPTION_STATES })
  @IsOptional()
  @IsIn(SUBSCRIPTION_STATES, { message: STATE_MESSAGE })
  state?: SubscriptionState;
}

/** `GET /api/admin/newsletter/subscribers?state=&page=&pageSize=`. */
export class SubscribersQuery extends SubscriberStateQuery {
  @IntegerInRange('page', PAGE)
  page: number = PAGE.default;

  @IntegerInRange('pageSize', PAGE_SIZE)
  pageSize: number = PAGE_SIZE.default;

  toPageQuery(): SubscriberPageQuery {
    return { state: this.state ?? null, page: this.page, pageSize: this.pageSize };
  }
}
