import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../platform/http/access.decorators';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser } from '../../../platform/http/current-user';
import type { SignedInUser } from '../../../shared/domain/signed-in-user';
import { ListOutbox, type OutboxEntry } from '../application/list-outbox';
import { ReadDevMailbox, type DevMailboxPage } from '../application/read-dev-mailbox';
import { SendTestMail } from '../application/send-test-mail';
import type { MailPage, ReceivedMail } from '../domain/mail-admin';
import { MAIL_ERRORS } from '../domain/mail.errors';
import { MailboxMessageParam } from './mailbox-message.param';
import { MailPageParams, OutboxParams } from './mail-list.query';

/** /admin/mail (D18): the outbox, the development mailbox and a test message. Admins only (401, 403 for members). */
@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/mail')
export class AdminMailController {
  constructor(
    private readonly listOutbox: ListOutbox,
    private readonly devMailbox: ReadDevMailbox,
    private readonly sendTestMail: SendTestMail,
  ) {}

  /** Every message's state (queued, sent, failed), attempts, last error and SMTP answer; newest first. */
  @Get('outbox')
  outbox(@Query() query: OutboxParams): Promise<MailPage<OutboxEntry>> {
    return this.listOutbox.execute(query.toOutboxQuery());
  }

  /** What the development mailbox received, newest first; `active: false` (and no items) when SMTP_URL is set. */
  @Get('mailbox')
  mailbox(@Query() query: MailPageParams): Promise<DevMailboxPage> {
    return this.devMailbox.list(query.toPageQuery());
  }

  /** One received message: its HTML, plain text and headers. */
  @Get('mailbox/:id')
  @ApiParam({ name: 'id', type: String })
  @ApiErrors(MAIL_ERRORS.MAIL_MESSAGE_NOT_FOUND)
  message(@Param() { id }: MailboxMessageParam): Promise<ReceivedMail> {
    return this.devMailbox.open(id);
  }

  /** Queues a test message (`mail.test`) to the signed-in editor's address; 202: it leaves with the next worker. */
  @Post('test')
  @HttpCode(HttpStatus.ACCEPTED)
  async test(@CurrentUser() editor: SignedInUser): Promise<void> {
    await this.sendTestMail.execute(editor.id);
  }
}
