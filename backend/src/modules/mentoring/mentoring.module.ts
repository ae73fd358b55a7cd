import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { provideSettings } from '../../platform/config/module-settings';
import { AuditLogModule } from '../audit/audit-log.module';
import { IdentityModule } from '../identity/identity.module';
import { MailModule } from '../mail/mail.module';
import { EditorSessions } from './application/editor-sessions';
import { MemberSessions } from './application/member-sessions';
import { AdminSessionsController } from './http/admin-sessions.controller';
import { MemberSessionsController } from './http/member-sessions.controller';
import { MentoringPersonalData } from './infrastructure/mentoring-personal-data';
import { MikroOrmSessionRequestRepository } from './infrastructure/mikro-orm-session-request.repository';
import { SessionRequestSchema } from './infrastructure/session-request.schema';
import { mentoringSettings } from './mentoring.settings';
import { MENTORING_PERSONAL_DATA, SESSION_REQUEST_REPOSITORY } from './mentoring.tokens';

/**
 * One-to-one sessions with a senior editor (D20): Editorial Partners request them from the dashboard, editors
 * schedule or decline them in the console (no calendar integration).
 */
@Module({
  // IdentityModule: the members' names in the console; AuditLogModule: every answer (D10); MailModule: the member
  // hears the answer (D18).
  imports: [MikroOrmModule.forFeature([SessionRequestSchema]), IdentityModule, AuditLogModule, MailModule],
  controllers: [MemberSessionsController, AdminSessionsController],
  providers: [
    // D19, "Your data": this module's part of a member's export and erasure (modules/privacy).
    { provide: MENTORING_PERSONAL_DATA, useClass: MentoringPersonalData },
    provideSettings(mentoringSettings),
    { provide: SESSION_REQUEST_REPOSITORY, useClass: MikroOrmSessionRequestRepository },
    MemberSessions,
    EditorSessions,
  ],
  exports: [MENTORING_PERSONAL_DATA],
})
export class MentoringModule {}
