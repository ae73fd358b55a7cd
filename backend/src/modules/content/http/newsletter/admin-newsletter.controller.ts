import { Body, Controller, Get, HttpCode, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../../platform/http/access.decorators';
import { ApiErrors } from '../../../../platform/http/api-errors';
import { CurrentUser } from '../../../../platform/http/current-user';
import { PositiveIdParam } from '../../../../platform/http/positive-id.param';
import type { UserView } from '../../../identity/domain/user';
import {
  ExportSubscribers,
  ListSubscribers,
  type SubscribersPage,
} from '../../application/newsletter/list-subscribers';
import {
  CreateNewsletterIssue,
  ListNewsletterIssues,
  PreviewNewsletterIssue,
  UpdateNewsletterIssue,
  type IssuePreview,
  type NewsletterIssueView,
} from '../../application/newsletter/newsletter-issues';
import { SendNewsletterIssue, SendNewsletterTest } from '../../application/newsletter/send-newsletter-issue';
import { CONTENT_ERRORS as E } from '../../domain/content.errors';
import type { NewsletterIssue } from '../../domain/newsletter/newsletter-issue';
import { NewsletterIssueDto } from './newsletter-issue.dto';
import { SubscriberStateQuery, SubscribersQuery } from './subscribers.query';

/** The Newsletter tab of /admin (D18): editors only, 401 without a session, 403 for members. */
@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/newsletter')
export class AdminNewsletterController {
  constructor(
    private readonly listIssues: ListNewsletterIssues,
    private readonly createIssue: CreateNewsletterIssue,
    private readonly updateIssue: UpdateNewsletterIssue,
    private readonly previewIssue: PreviewNewsletterIssue,
    private readonly sendTest: SendNewsletterTest,
    private readonly sendIssue: SendNewsletterIssue,
    private readonly listSubscribers: ListSubscribers,
    private readonly exportSubscribers: ExportSubscribers,
  ) {}

  /** The newest 100 issues, each with its delivery counts (queued, sent, failed). */
  @Get('issues')
  issues(): Promise<NewsletterIssueView[]> {
    return this.listIssues.execute();
  }

  @Post('issues')
  create(@CurrentUser() editor: UserView, @Body() dto: NewsletterIssueDto): Promise<NewsletterIssue> {
    return this.createIssue.execute({ title: dto.title, body: dto.body }, editor.id);
  }

  @Put('issues/:id')
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiErrors(E.NEWSLETTER_ISSUE_NOT_FOUND, E.NEWSLETTER_ISSUE_SENT)
  update(@PositiveIdParam('Issue') id: number, @Body() dto: NewsletterIssueDto): Promise<NewsletterIssue> {
    return this.updateIssue.execute(id, { title: dto.title, body: dto.body });
  }

  /** The issue rendered by its mail template (subject, HTML, text), for a sandboxed preview. */
  @Get('issues/:id/preview')
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiErrors(E.NEWSLETTER_ISSUE_NOT_FOUND)
  preview(@PositiveIdParam('Issue') id: number): Promise<IssuePreview> {
    return this.previewIssue.execute(id);
  }

  @Post('issues/:id/test')
  @HttpCode(200)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiErrors(E.NEWSLETTER_ISSUE_NOT_FOUND, E.NEWSLETTER_RATE_LIMITED)
  test(@CurrentUser() editor: UserView, @PositiveIdParam('Issue') id: number): Promise<{ sentTo: string }> {
    const name = `${editor.firstName} ${editor.lastName}`.trim();
    return this.sendTest.execute(id, { id: editor.id, email: editor.email, name });
  }

  /** Sends the issue to every confirmed subscriber, once: sending it again is a 409. */
  @Post('issues/:id/send')
  @HttpCode(202)
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiErrors(E.NEWSLETTER_ISSUE_NOT_FOUND, E.NEWSLETTER_ISSUE_SENT)
  send(@CurrentUser() editor: UserView, @PositiveIdParam('Issue') id: number): Promise<NewsletterIssue> {
    return this.sendIssue.execute(id, editor.id);
  }

  /** Newest first, in one state or all. */
  @Get('subscribers')
  subscribers(@Query() query: SubscribersQuery): Promise<SubscribersPage> {
    return this.listSubscribers.execute(query.toPageQuery());
  }

  /**
   * The same subscriptions as a CSV download, oldest first; cells that a spreadsheet would run are made text. The
   * headers go with the file only (a refusal stays JSON), hence a StreamableFile rather than `@Header`.
   */
  @Get('subscribers/csv')
  @ApiProduces('text/csv')
  async exportCsv(@Query() query: SubscriberStateQuery): Promise<StreamableFile> {
    const csv = Buffer.from(await this.exportSubscribers.execute(query.state ?? null), 'utf8');
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      length: csv.length,
      disposition: 'attachment; filename="newsletter-subscribers.csv"',
    });
  }
}
