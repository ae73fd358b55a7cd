import { Body, Controller, Get, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../platform/http/current-user';
import { ApiErrors } from '../../../platform/http/api-errors';
import type { UserView } from '../../identity/domain/user';
import { DownloadReceipt, GetBillingHistory } from '../application/billing-history';
import type { CardSummary, ClientIntent } from '../application/ports/payment-provider';
import { UpdateCard } from '../application/update-card';
import type { BillingHistoryEntry } from '../domain/billing-history';
import { BILLING_ERRORS as E } from '../domain/billing.errors';
import { ReplaceCardDto } from './billing-history.dto';

/** The member's billing history, receipts and card (D21, issue 27): signed-in members, their own only. */
@ApiTags('billing')
@Controller('api/billing')
export class BillingHistoryController {
  constructor(
    private readonly history: GetBillingHistory,
    private readonly receipt: DownloadReceipt,
    private readonly card: UpdateCard,
  ) {}

  /** Every charge and refund of the member's subscriptions, newest first, in integer cents. */
  @Get('history')
  @ApiErrors(E.PAYMENT_PROVIDER_UNAVAILABLE)
  async billingHistory(@CurrentUser() member: UserView): Promise<{ entries: BillingHistoryEntry[] }> {
    return { entries: await this.history.execute(member) };
  }

  /** One charge's receipt as a PDF; an unknown id and another member's are the same 404. */
  @Get('receipts/:file')
  @ApiErrors(E.RECEIPT_NOT_FOUND, E.PAYMENT_PROVIDER_UNAVAILABLE)
  @ApiProduces('application/pdf')
  async downloadReceipt(@CurrentUser() member: UserView, @Param('file') file: string): Promise<StreamableFile> {
    const id = /^(.+)\.pdf$/.exec(file)?.[1] ?? '';
    const pdf = await this.receipt.execute(member, id);
    return new StreamableFile(pdf.content, {
      type: 'application/pdf',
      length: pdf.content.length,
      disposition: `attachment; filename="${pdf.fileName}"`,
    });
  }

  @Get('card')
  @ApiErrors(E.PAYMENT_PROVIDER_UNAVAILABLE)
  async currentCard(@CurrentUser() member: UserView): Promise<{ card: CardSummary | null }> {
    return { card: await this.card.current(member) };
  }

  /** A setup intent for the card form (the sandbox form or Stripe Elements), as the registration's. */
  @Post('card/setup')
  @ApiErrors(E.SUBSCRIPTION_NOT_FOUND, E.PAYMENT_PROVIDER_UNAVAILABLE)
  @HttpCode(200)
  startCardUpdate(@CurrentUser() member: UserView): Promise<ClientIntent> {
    return this.card.start(member);
  }

  /** The confirmed card replaces the default one; the subscription's status, period and tier stay as they were. */
  @Post('card')
  @ApiErrors(E.SUBSCRIPTION_NOT_FOUND, E.PAYMENT_NOT_CONFIRMED, E.PAYMENT_PROVIDER_UNAVAILABLE)
  @HttpCode(200)
  async replaceCard(@CurrentUser() member: UserView, @Body() body: ReplaceCardDto): Promise<{ card: CardSummary }> {
    return { card: await this.card.replace(member, body.intentId) };
  }
}
