/**
 * The server counts a submission's words with the rule the browser uses while the member writes
 * (packages/text), so the figure the member sees is the one the editor sees.
 */
export { countWords } from '@penwright/text';

/** The longest text a draft or a submission may hold: about 8,000 words, far beyond any brief's target. */
export const MAX_CONTENT_CHARACTERS = 50_000;
