import { NARROW_SCREEN } from '../features/admin/list/useNarrowScreen';

/**
 * Runs the tests of the enclosing `describe` on a phone-sized screen: the query behind useNarrowScreen matches
 * (antd's own breakpoint queries still do not, as in every other test).
 */
export function onNarrowScreen() {
  const wide = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query === NARROW_SCREEN });
  });
  afterEach(() => {
    window.matchMedia = wide;
  });
}
