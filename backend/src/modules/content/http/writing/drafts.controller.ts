import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { SubscribersOnly } from '../../../../platform/http/access.decorators';
import { ContentFits } from '../../../../platform/http/content-fits.pipe';
import { CurrentUser } from '../../../../platform/http/current-user';
import { PositiveIdParam } from '../../../../platform/http/positive-id.param';
import type { UserView } from '../../../identity/domain/user';
import { DeleteDraft, ListDrafts, OpenDraft, SaveDraft } from '../../application/writing/drafts';
import {
  DRAFT_CONTENT_MAX,
  type DraftInput,
  type WritingDraft,
  type WritingDraftSummary,
} from '../../domain/writing/draft';
import { WritingDraftDto } from './writing-draft.dto';
import { ApiErrors } from '../../../../platform/http/api-errors';
import { HTTP_ERRORS } from '../../../../platform/http/http-errors';
import { CONTENT_ERRORS as E } from '../../domain/content.errors';

const fits = new ContentFits<WritingDraftDto>(DRAFT_CONTENT_MAX);

const inputOf = (dto: WritingDraftDto): DraftInput => ({
  title: dto.title,
  format: dto.format,
  content: dto.content,
  promptId: dto.promptId ?? null,
});

/**
 * The member's writing-tools drafts (D5, D11); members with an active subscription (D20), and only their own
 * (another's is a 404).
 */
@SubscribersOnly()
@ApiTags('writing')
@Controller('api/drafts')
export class DraftsController {
  constructor(
    private readonly list: ListDrafts,
    private readonly open: OpenDraft,
    private readonly save: SaveDraft,
    private readonly remove: DeleteDraft,
  ) {}

  /** Every draft of the member, last saved first, without the text (open one for it). */
  @Get()
  listDrafts(@CurrentUser() user: UserView): Promise<WritingDraftSummary[]> {
    return this.list.execute(user.id);
  }

  /** 409 when the member already keeps DRAFTS_PER_MEMBER drafts; 413 past the content limit. */
  @Post()
  @ApiErrors(E.DRAFT_LIMIT_REACHED, HTTP_ERRORS.CONTENT_TOO_LONG)
  createDraft(@CurrentUser() user: UserView, @Body(fits) dto: WritingDraftDto): Promise<WritingDraft> {
    return this.save.create(user.id, inputOf(dto));
  }

  @Get(':id')
  @ApiErrors(E.DRAFT_NOT_FOUND)
  @ApiParam({ name: 'id', type: 'integer' })
  openDraft(@CurrentUser() user: UserView, @PositiveIdParam('Draft') id: number): Promise<WritingDraft> {
    return this.open.execute(user.id, id);
  }

  /** Replaces the draft's fields; the server recounts its words. */
  @Put(':id')
  @ApiErrors(E.DRAFT_NOT_FOUND, HTTP_ERRORS.CONTENT_TOO_LONG)
  @ApiParam({ name: 'id', type: 'integer' })
  replaceDraft(
    @CurrentUser() user: UserView,
    @PositiveIdParam('Draft') id: number,
    @Body(fits) dto: WritingDraftDto,
  ): Promise<WritingDraft> {
    return this.save.replace(user.id, id, inputOf(dto));
  }

  @Delete(':id')
  @ApiErrors(E.DRAFT_NOT_FOUND)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiParam({ name: 'id', type: 'integer' })
  deleteDraft(@CurrentUser() user: UserView, @PositiveIdParam('Draft') id: number): Promise<void> {
    return this.remove.execute(user.id, id);
  }
}
