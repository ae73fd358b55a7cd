import { DomainError } from '../../../../shared/domain/domain-error';

export const draftNotFound = () => new DomainError('NOT_FOUND', 'Draft not found');
export const promptNotFound = () => new DomainError('NOT_FOUND', 'Writing prompt not found');
export const noPromptsYet = () => new DomainError('NOT_FOUND', 'There are no writing prompts yet');
/** A draft naming a prompt that does not exist: bad input, not a missing page. */
export const unknownDraftPrompt = () =>
  new DomainError('INVALID_INPUT', 'promptId must name an existing writing prompt');
export const tooManyDrafts = (limit: number) =>
  new DomainError(
    'CONFLICT',
    `You already keep ${limit.toLocaleString('en-US')} drafts, the most one member may save. ` +
      'Delete a draft you no longer need, then save again.',
  );
export const promptsBusy = () => new DomainError('UNAVAILABLE', 'Too many prompt requests at once. Please try again.');
