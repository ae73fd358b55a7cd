import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../shared/domain/clock';
import { MAIL_TOPICS, MEMBER_TOPICS, type MemberTopic } from '../domain/mail-kinds';
import { MAIL_PREFERENCE_REPOSITORY } from '../mail.tokens';
import type { MailPreferenceRepository } from './ports/mail-message.repository';

export interface MailTopicPreference {
  topic: MemberTopic;
  label: string;
  enabled: boolean;
}

/** The Account tab's "Email notifications" (D18): each member topic, and the security mail that cannot be off. */
export interface MailPreferencesView {
  topics: MailTopicPreference[];
  security: { label: string; enabled: true };
}

export const SECURITY_MAIL_LABEL = 'Security: address checks, password resets and e-mail changes (always sent)';

/** `GET /api/mail/preferences`: a topic is on unless the member switched it off. */
@Injectable()
export class GetMailPreferences {
  constructor(@Inject(MAIL_PREFERENCE_REPOSITORY) private readonly preferences: MailPreferenceRepository) {}

  async execute(userId: number): Promise<MailPreferencesView> {
    const off = new Set(await this.preferences.topicsOff(userId));
    return {
      topics: MEMBER_TOPICS.map((topic) => ({ topic, label: MAIL_TOPICS[topic], enabled: !off.has(topic) })),
      security: { label: SECURITY_MAIL_LABEL, enabled: true },
    };
  }
}

/** `PUT /api/mail/preferences`: switches the named topics on or off (the others stay as they are). */
@Injectable()
export class SetMailPreferences {
  constructor(
    @Inject(MAIL_PREFERENCE_REPOSITORY) private readonly preferences: MailPreferenceRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly view: GetMailPreferences,
  ) {}

  async execute(userId: number, changes: Partial<Record<MemberTopic, boolean>>): Promise<MailPreferencesView> {
    const at = this.clock.now();
    await this.uow.run(async () => {
      for (const topic of MEMBER_TOPICS) {
        const enabled = changes[topic];
        if (typeof enabled === 'boolean') await this.preferences.set(userId, topic, enabled, at);
      }
    });
    return this.view.execute(userId);
  }
}
