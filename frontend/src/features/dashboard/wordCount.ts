/**
 * The live count of the submit dialog is the server's count (D9): both come from the one shared implementation
 * in @penwright/text, so the figure a member sees while writing is the one the editor will see.
 */
export { countWords } from '@penwright/text';

/** The server refuses longer texts with 413; the dialog stops the member before that. */
export const MAX_CONTENT_CHARACTERS = 50_000;
