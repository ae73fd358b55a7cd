import { Inject, Injectable } from '@nestjs/common';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared/application/unit-of-work';
import { CLOCK, type Clock } from '../../../../shared/domain/clock';
import { CONTENT_SETTINGS, type ContentSettings } from '../../content.settings';
import { DRAFT_REPOSITORY, PROMPT_REPOSITORY } from '../../content.tokens';
import { utcDay } from '../../domain/writing/utc-day';
import { draftToSave, type DraftInput, type WritingDraft, type WritingDraftSummary } from '../../domain/writing/draft';
import { draftNotFound, tooManyDrafts, unknownDraftPrompt } from '../../domain/writing/writing.errors';
import type { DraftRepository } from './ports/draft.repository';
import type { PromptRepository } from './ports/prompt.repository';

/** The member's drafts, last saved first: all of them (at most DRAFTS_PER_MEMBER), without their text. */
@Injectable()
export class ListDrafts {
  constructor(
    @Inject(DRAFT_REPOSITORY) private readonly drafts: DraftRepository,
    @Inject(CONTENT_SETTINGS) private readonly settings: ContentSettings,
  ) {}

  execute(userId: number): Promise<WritingDraftSummary[]> {
    return this.drafts.listFor(userId, this.settings.draftsPerMember);
  }
}

/** One of the member's drafts with its text; another member's is not found (404), never forbidden. */
@Injectable()
export class OpenDraft {
  constructor(@Inject(DRAFT_REPOSITORY) private readonly drafts: DraftRepository) {}

  async execute(userId: number, id: number): Promise<WritingDraft> {
    const draft = await this.drafts.findFor(userId, id);
    if (!draft) throw draftNotFound();
    return draft;
  }
}

/**
 * Save Draft and Save (D5): a new draft or a replaced one, its words counted by the server, the day noted for
 * the streak, in one unit of work. A new draft beyond DRAFTS_PER_MEMBER is a 409.
 */
@Injectable()
export class SaveDraft {
  constructor(
    @Inject(DRAFT_REPOSITORY) private readonly drafts: DraftRepository,
    @Inject(PROMPT_REPOSITORY) private readonly prompts: PromptRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONTENT_SETTINGS) private readonly settings: ContentSettings,
  ) {}

  async create(userId: number, input: DraftInput): Promise<WritingDraft> {
    const draft = await this.prepare(input);
    return this.uow.run(async () => {
      await this.drafts.lockMemberDrafts(userId);
      const limit = this.settings.draftsPerMember;
      if ((await this.drafts.countFor(userId)) >= limit) throw tooManyDrafts(limit);
      const created = await this.drafts.create(userId, draft);
      await this.drafts.recordWritingDay(userId, utcDay(draft.savedAt));
      return created;
    });
  }

  async replace(userId: number, id: number, input: DraftInput): Promise<WritingDraft> {
    const draft = await this.prepare(input);
    return this.uow.run(async () => {
      const saved = await this.drafts.update(userId, id, draft);
      if (!saved) throw draftNotFound();
      await this.drafts.recordWritingDay(userId, utcDay(draft.savedAt));
      return saved;
    });
  }

  /** Prompts are never deleted by the app (and the key would refuse a vanished one), so a check first is enough. */
  private async prepare(input: DraftInput) {
    if (input.promptId !== null && !(await this.prompts.exists(input.promptId))) throw unknownDraftPrompt();
    return draftToSave(input, this.clock.now());
  }
}

@Injectable()
export class DeleteDraft {
  constructor(@Inject(DRAFT_REPOSITORY) private readonly drafts: DraftRepository) {}

  async execute(userId: number, id: number): Promise<void> {
    if (!(await this.drafts.delete(userId, id))) throw draftNotFound();
  }
}
