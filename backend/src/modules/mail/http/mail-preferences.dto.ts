import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import type { MemberTopic } from '../domain/mail-kinds';

const SWITCH = { message: 'Each notification is switched on (true) or off (false)' };

/**
 * The member's switches to change, by topic (`{"billing": false}`); the others stay as they are. A topic that is not
 * a member topic (the newsletter, security mail, a typo) is refused by the validation pipe's whitelist.
 */
export class MailPreferencesDto implements Partial<Record<MemberTopic, boolean>> {
  @ApiPropertyOptional() @IsOptional() @IsBoolean(SWITCH) applications?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(SWITCH) assignments?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(SWITCH) payouts?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean(SWITCH) billing?: boolean;
}
