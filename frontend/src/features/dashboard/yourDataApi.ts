import { baseApi } from '../../api/baseApi';
import { codeOfBody } from '../../api/errors';
import type { ApiBody } from '../../api/contract';
import type { AppDispatch } from '../../app/store';
import { authApi } from '../auth/authApi';

export type DeleteAccountBody = ApiBody<'/api/account/delete', 'post'>;

/** The file's name when the server's Content-Disposition does not give one. */
const FALLBACK_NAME = 'penwright-data.json';

/** Why a download failed, in words for the member. */
export class DownloadRefused extends Error {}

/**
 * Download my data (D19): the server writes the file as it reads it; the browser saves it under the name the server
 * gave. A plain request rather than RTK Query's: the answer is a file, not state to cache. A refusal (429 beyond a
 * few downloads an hour) throws DownloadRefused with the server's message.
 */
export async function downloadMyData(): Promise<string> {
  const response = await fetch('/api/account/export', { credentials: 'include' });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = codeOfBody(body) ? (body as { message?: unknown }).message : null;
    throw new DownloadRefused(
      typeof message === 'string' ? message : 'Your data could not be downloaded. Please try again.',
    );
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? FALLBACK_NAME;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is freed after that.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}

export const yourDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Deletes the account (D19); the server ends every session, this one too. The cache is emptied by the caller
     * (forgetAccount), once it has taken the members' page down.
     */
    deleteAccount: build.mutation<void, DeleteAccountBody>({
      query: (body) => ({ url: '/api/account/delete', method: 'POST', body }),
    }),
  }),
});

export const { useDeleteAccountMutation } = yourDataApi;

/** As a sign-out does (authApi's logout): nothing cached for the deleted account outlives it, and no one is signed in. */
export function forgetAccount(dispatch: AppDispatch): void {
  dispatch(baseApi.util.resetApiState());
  dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'getUser', arg: undefined, value: null }]));
}
