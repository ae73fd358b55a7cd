import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../../platform/http/access.decorators';
import { SubscribeToNewsletter } from '../../application/newsletter/subscribe-to-newsletter';
import { NewsletterSubscribeDto } from '../content.dto';

@ApiTags('content')
@Public()
@Controller('api/newsletter')
export class NewsletterController {
  constructor(private readonly subscribe: SubscribeToNewsletter) {}

  @Post('subscribe')
  @HttpCode(200)
  subscribeEmail(@Body() body: NewsletterSubscribeDto, @Req() req: Request): Promise<{ message: string }> {
    return this.subscribe.execute(body.email, req.ip ?? 'unknown');
  }
}
