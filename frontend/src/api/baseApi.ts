import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { CSRF_HEADER, needsCsrfToken, readCsrfToken } from './csrfCookie';
import { errorCode } from './errors';

const requestMethod = (arg: string | FetchArgs) => (typeof arg === 'string' ? 'GET' : arg.method);

const fetchWithSession = fetchBaseQuery({
  baseUrl: '',
  credentials: 'include',
  prepareHeaders: (headers, { arg }) => {
    if (needsCsrfToken(requestMethod(arg))) {
      const token = readCsrfToken();
      if (token) headers.set(CSRF_HEADER, token);
    }
    return headers;
  },
});

const isCsrfRejection = (error: FetchBaseQueryError | undefined): boolean => errorCode(error) === 'CSRF_TOKEN_INVALID';

/**
 * The server sets a fresh XSRF-TOKEN cookie on any response that lacked one (first visit,
 * expired cookie). A mutation sent before that cookie existed is rejected with 403; when the
 * rejection itself delivered a new cookie, sending once more is the protocol, not a retry of a
 * failure, so it is done here instead of surfacing a confusing error. Nothing else is retried.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  arg,
  api,
  extraOptions,
) => {
  const tokenBefore = readCsrfToken();
  let result = await fetchWithSession(arg, api, extraOptions);
  if (needsCsrfToken(requestMethod(arg)) && isCsrfRejection(result.error)) {
    const tokenAfter = readCsrfToken();
    if (tokenAfter && tokenAfter !== tokenBefore) result = await fetchWithSession(arg, api, extraOptions);
  }
  if (errorCode(result.error) === 'UNAUTHENTICATED' && !SESSION_CALLS.has(requestUrl(arg))) {
    // The session ended on the server (signed out elsewhere, deactivated by an editor, expired): ask who is
    // signed in again, so the whole app switches to the signed-out view on this click, not on the next reload.
    api.dispatch(baseApi.util.invalidateTags(['User']));
  }
  if (errorCode(result.error) === 'SECOND_FACTOR_REQUIRED') {
    // An admin call refused until the admin sets up a second factor (D19): the admin pages' guard asks the status
    // again and shows the set-up page.
    api.dispatch(baseApi.util.invalidateTags(['TwoFactor']));
  }
  return result;
};

/** Calls whose 401 is their answer, not news that a session ended. */
const SESSION_CALLS = new Set(['/api/user', '/api/login']);
const requestUrl = (arg: string | FetchArgs) => (typeof arg === 'string' ? arg : arg.url).split('?')[0] ?? '';

/** Tags of data that belongs to whoever is signed in; dropped whenever the session changes. */
export const SESSION_SCOPED_TAGS = [
  'Application',
  'Quiz',
  'Assignment',
  'Payout',
  'Billing',
  'Prompt',
  'Progress',
  'Draft',
  'Course',
  'TwoFactor',
] as const;

/** Cached data stays valid for a day: the spec treats fetched data as never stale. */
const KEEP_UNUSED_DATA_SECONDS = 24 * 60 * 60;

/**
 * The one RTK Query api of the app (architecture rule 8). Features add endpoints with
 * `baseApi.injectEndpoints`. Behaviour follows spec section 9: no refetch on focus or
 * reconnect, no polling, no retries.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'User',
    'Application',
    'Quiz',
    'Blog',
    'Feed',
    'Assignment',
    'Payout',
    'Billing',
    'Prompt',
    'Progress',
    'Draft',
    'Course',
    'Newsletter',
    'TwoFactor',
    'ToolQuota',
  ],
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
