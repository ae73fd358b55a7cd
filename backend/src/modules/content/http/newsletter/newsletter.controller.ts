import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access.decorators';
import { SubscribeToNewsletter } from '../../application/newsletter/subscribe-to-newsletter';
import { NewsletterSubscribeDto } from './newsletter-subscribe.dto';
import { ApiErrors } from '../../../../platform/http/api-errors';
import { CONTENT_ERRORS as E } from '../../domain/content.errors';

@ApiTags('content')
@Public()
@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly subscribe: SubscribeToNewsletter) {}

  @Post('subscribe')
  @ApiErrors(E.NEWSLETTER_RATE_LIMITED)
  @HttpCode(200)
  subscribeEmail(
    @Body() body: NewsletterSubscribeDto,
    @Ip() clientAddress: string | undefined,
  ): Promise<{ message: string }> {
    return this.subscribe.execute(body.email, clientAddress ?? 'unknown');
  }
}
