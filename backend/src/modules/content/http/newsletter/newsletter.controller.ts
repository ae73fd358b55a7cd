import { Body, Controller, HttpCode, Ip, Post, Query } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access.decorators';
import { ConfirmSubscription } from '../../application/newsletter/confirm-subscription';
import { SubscribeToNewsletter } from '../../application/newsletter/subscribe-to-newsletter';
import { UnsubscribeFromNewsletter } from '../../application/newsletter/unsubscribe-from-newsletter';
import { NewsletterSubscribeDto } from './newsletter-subscribe.dto';
import { NewsletterTokenDto } from './newsletter-token.dto';
import { ApiErrors } from '../../../../platform/http/api-errors';
import { CONTENT_ERRORS as E } from '../../domain/content.errors';

@ApiTags('content')
@Public()
@Controller('api/newsletter')
export class NewsletterController {
  constructor(
    private readonly subscribe: SubscribeToNewsletter,
    private readonly confirmSubscription: ConfirmSubscription,
    private readonly unsubscribeFromNewsletter: UnsubscribeFromNewsletter,
  ) {}

  @Post('subscribe')
  @ApiErrors(E.NEWSLETTER_RATE_LIMITED)
  @HttpCode(200)
  subscribeEmail(
    @Body() body: NewsletterSubscribeDto,
    @Ip() clientAddress: string | undefined,
  ): Promise<{ message: string }> {
    return this.subscribe.execute(body.email, clientAddress ?? 'unknown');
  }

  /** The confirmation page's button (D18): a POST, so a mail scanner opening the link confirms nothing. */
  @Post('confirm')
  @ApiErrors(E.NEWSLETTER_LINK_INVALID, E.NEWSLETTER_LINK_EXPIRED)
  @HttpCode(200)
  confirm(@Body() body: NewsletterTokenDto): Promise<{ message: string }> {
    return this.confirmSubscription.execute(body.token);
  }

  /**
   * RFC 8058's one-click target (List-Unsubscribe-Post: List-Unsubscribe=One-Click) and the unsubscribe page's
   * button: no session and no CSRF token (platform/http/configure-app.ts exempts it; the signed token is the
   * proof). The body a mail client posts (`List-Unsubscribe=One-Click`) carries nothing more, so it is not read.
   */
  @Post('unsubscribe')
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiErrors(E.NEWSLETTER_LINK_INVALID)
  @HttpCode(200)
  unsubscribe(@Query() query: NewsletterTokenDto): Promise<{ message: string }> {
    return this.unsubscribeFromNewsletter.execute(query.token);
  }
}
