import { COMMON_ERRORS, DomainError } from '../../../../shared/domain/domain-error';
import { CONTENT_ERRORS as codes } from '../content.errors';

export const draftNotFound = () => new DomainError(codes.DRAFT_NOT_FOUND, 'Draft not found');
export const promptNotFound = () => new DomainError(codes.PROMPT_NOT_FOUND, 'Writing prompt not found');
export const noPromptsYet = () => new DomainError(codes.PROMPT_NOT_FOUND, 'There are no writing prompts yet');
/** A draft naming a prompt that does not exist: bad input, not a missing page. */
export const unknownDraftPrompt = () =>
  new DomainError(COMMON_ERRORS.VALIDATION_FAILED, 'promptId must name an existing writing prompt');
export const tooManyDrafts = (limit: number) =>
  new DomainError(
    codes.DRAFT_LIMIT_REACHED,
    `You already keep ${limit.toLocaleString('en-US')} drafts, the most one member may save. ` +
      'Delete a draft you no longer need, then save again.',
  );
export const promptsBusy = () =>
  new DomainError(codes.PROMPTS_BUSY, 'Too many prompt requests at once. Please try again.');
