import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IntegerInRange } from '../../../platform/http/validation';
import { MAIL_LIST_PAGE, MAIL_LIST_PAGE_SIZE, type MailPageQuery, type OutboxQuery } from '../domain/mail-admin';
import { MAIL_STATES, type MailState } from '../domain/mail-message';

/** `?page=&pageSize=` of /admin/mail's lists. */
export class MailPageParams {
  @IntegerInRange('page', MAIL_LIST_PAGE)
  page: number = MAIL_LIST_PAGE.default;

  @IntegerInRange('pageSize', MAIL_LIST_PAGE_SIZE)
  pageSize: number = MAIL_LIST_PAGE_SIZE.default;

  toPageQuery(): MailPageQuery {
    return { page: this.page, pageSize: this.pageSize };
  }
}

/** `GET /api/admin/mail/outbox?state=&page=&pageSize=`: every state when `state` is absent. */
export class OutboxParams extends MailPageParams {
  @ApiPropertyOptional({ enum: MAIL_STATES })
  @IsOptional()
  @IsIn(MAIL_STATES, { message: `state must be one of: ${MAIL_STATES.join(', ')}` })
  state?: MailState;

  toOutboxQuery(): OutboxQuery {
    return { ...this.toPageQuery(), state: this.state ?? null };
  }
}
