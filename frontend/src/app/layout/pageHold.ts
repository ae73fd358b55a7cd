import { createContext, useContext } from 'react';

/**
 * Takes the page down (a spinner in its place, AppLayout) or puts it back. Signing out holds the page while the
 * session ends: the signed-in page is gone before the API cache is emptied, so none of its queries asks the
 * server again with the ended session (the 401s of issue 23), and no guard sees "nobody" on a members' page.
 */
export type HoldPage = (held: boolean) => void;

/** Outside AppLayout (component tests of a page alone) there is no page to hold. */
export const PageHoldContext = createContext<HoldPage>(() => undefined);

export const usePageHold = () => useContext(PageHoldContext);
