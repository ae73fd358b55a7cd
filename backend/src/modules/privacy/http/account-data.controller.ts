import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Readable } from 'node:stream';
import { ApiErrors } from '../../../platform/http/api-errors';
import { CurrentUser } from '../../../platform/http/current-user';
import { BILLING_ERRORS } from '../../billing/domain/billing.errors';
import { Sessions } from '../../identity/application/sessions';
import { IDENTITY_ERRORS } from '../../identity/domain/identity.errors';
import type { UserView } from '../../identity/domain/user';
import { DeleteAccount } from '../application/delete-account';
import { ExportMemberData, type MemberDataExport } from '../application/export-member-data';
import { PRIVACY_ERRORS as E } from '../domain/privacy.errors';
import { DeleteAccountDto } from './delete-account.dto';

/** "Your data" on the Account tab (D19): download everything, or delete the account. */
@ApiTags('privacy')
@Controller('api/account')
export class AccountDataController {
  constructor(
    private readonly exportData: ExportMemberData,
    private readonly deleteAccount: DeleteAccount,
    private readonly sessions: Sessions,
  ) {}

  /**
   * One JSON file of everything held about the member, written section by section as each module reads it, so
   * no answer is ever built whole in memory. 429 with the wait beyond a few downloads an hour.
   */
  @Get('export')
  @ApiProduces('application/json')
  @ApiErrors(E.DATA_EXPORT_RATE_LIMITED)
  async export(@CurrentUser() user: UserView): Promise<StreamableFile> {
    const file = await this.exportData.start(user);
    return new StreamableFile(Readable.from(jsonOf(file)), {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '-')}"`,
    });
  }

  /**
   * Deletes the signed-in member's account (D19), confirmed by their password; this browser is signed out with
   * the rest. With two-factor sign-in on, `code` (an authenticator code or a recovery code) is required too.
   */
  @Post('delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiErrors(
    IDENTITY_ERRORS.CURRENT_PASSWORD_INCORRECT,
    IDENTITY_ERRORS.TWO_FACTOR_CODE_INVALID,
    IDENTITY_ERRORS.ADMIN_CANNOT_BE_DELETED,
    BILLING_ERRORS.SUBSCRIPTION_NOT_CANCELLED,
    E.ACCOUNT_DELETION_RATE_LIMITED,
  )
  async delete(
    @CurrentUser() user: UserView,
    @Body() body: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.deleteAccount.execute(user.id, { by: 'member', password: body.password, code: body.code });
    await this.sessions.signOut(req, res);
  }
}

/** The file as it is written: its head, then each section as soon as it has been read. */
async function* jsonOf(file: MemberDataExport): AsyncIterable<string> {
  const head = JSON.stringify(file.head);
  yield `${head.slice(0, -1)},"sections":{`;
  let first = true;
  for await (const section of file.sections) {
    yield `${first ? '' : ','}${JSON.stringify(section.name)}:${JSON.stringify(section.tables)}`;
    first = false;
  }
  yield '}}\n';
}
