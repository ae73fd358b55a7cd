import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../../platform/http/access.decorators';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser } from '../../../platform/http/current-user';
import { COMMON_ERRORS, DomainError } from '../../../shared/domain/domain-error';
import type { SignedInUser } from '../../../shared/domain/signed-in-user';
import { GetMailPreferences, SetMailPreferences, type MailPreferencesView } from '../application/mail-preferences';
import { Unsubscribe, type UnsubscribeView } from '../application/unsubscribe';
import { MAIL_ERRORS as E } from '../domain/mail.errors';
import { MailPreferencesDto } from './mail-preferences.dto';
import { UnsubscribeQuery } from './unsubscribe.dto';

@ApiTags('mail')
@Controller('api/mail')
export class MailPreferencesController {
  constructor(
    private readonly getPreferences: GetMailPreferences,
    private readonly setPreferences: SetMailPreferences,
    private readonly unsubscribe: Unsubscribe,
  ) {}

  /** The Account tab's switches: each member topic on or off, and security mail, always on. */
  @Get('preferences')
  preferences(@CurrentUser() user: SignedInUser): Promise<MailPreferencesView> {
    return this.getPreferences.execute(user.id);
  }

  @Put('preferences')
  change(@CurrentUser() user: SignedInUser, @Body() body: MailPreferencesDto): Promise<MailPreferencesView> {
    if (!Object.values(body).some((value) => typeof value === 'boolean')) {
      throw new DomainError(COMMON_ERRORS.VALIDATION_FAILED, 'Choose a notification to switch on or off');
    }
    return this.setPreferences.execute(user.id, body);
  }

  /** The unsubscribe page asks what its link stops before the member confirms; nothing changes here. */
  @Public()
  @Get('unsubscribe')
  @ApiErrors(E.MAIL_UNSUBSCRIBE_LINK_INVALID, E.MAIL_UNSUBSCRIBE_LINK_UNKNOWN)
  describe(@Query() query: UnsubscribeQuery): Promise<UnsubscribeView> {
    return this.unsubscribe.describe(query.token);
  }

  /**
   * RFC 8058's one-click unsubscribe (the `List-Unsubscribe` target) and the page's button. No session and no CSRF
   * token (exempt in configure-app): the signed token is the credential. The mail client's body
   * (`List-Unsubscribe=One-Click`, form-encoded) needs no reading: the POST itself is the request.
   */
  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiErrors(E.MAIL_UNSUBSCRIBE_LINK_INVALID, E.MAIL_UNSUBSCRIBE_LINK_UNKNOWN)
  oneClick(@Query() query: UnsubscribeQuery): Promise<UnsubscribeView> {
    return this.unsubscribe.execute(query.token);
  }
}
