import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { baseApi, SESSION_SCOPED_TAGS } from '../../api/baseApi';
import type { ApiSchema } from '../../api/contract';
import { authApi } from './authApi';
import type { User } from './user';

/** A passkey as the Account tab lists it (D19). */
export type Passkey = ApiSchema<'PasskeyView'>;

const replaceIn = (passkeys: Passkey[], passkey: Passkey) => {
  const index = passkeys.findIndex((candidate) => candidate.id === passkey.id);
  if (index === -1) passkeys.push(passkey);
  else passkeys[index] = passkey;
};

/**
 * Passkeys (D19): the member's own, and the sign-in without a password. The options come from the server as WebAuthn's
 * JSON, which @simplewebauthn/browser hands to the browser's prompt; its answer goes back as it is.
 */
export const passkeysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPasskeys: build.query<Passkey[], void>({
      query: () => '/api/account/passkeys',
      transformResponse: (body: ApiSchema<'PasskeyListView'>) => body.passkeys,
    }),

    /** The browser's prompt to create a passkey, after the current password. */
    passkeyRegistrationOptions: build.mutation<PublicKeyCredentialCreationOptionsJSON, { currentPassword: string }>({
      query: (body) => ({ url: '/api/account/passkeys/options', method: 'POST', body }),
      transformResponse: (body: ApiSchema<'PasskeyOptionsView'>) =>
        body.options as unknown as PublicKeyCredentialCreationOptionsJSON,
    }),

    addPasskey: build.mutation<Passkey, { response: RegistrationResponseJSON; name?: string }>({
      query: (body) => ({ url: '/api/account/passkeys', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(passkeysApi.util.updateQueryData('getPasskeys', undefined, (draft) => replaceIn(draft, data)));
        } catch {
          // The card says why; the list is as it was.
        }
      },
    }),

    renamePasskey: build.mutation<Passkey, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/api/account/passkeys/${id}`, method: 'PATCH', body: { name } }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(passkeysApi.util.updateQueryData('getPasskeys', undefined, (draft) => replaceIn(draft, data)));
        } catch {
          // The dialog says why.
        }
      },
    }),

    removePasskey: build.mutation<void, number>({
      query: (id) => ({ url: `/api/account/passkeys/${id}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            passkeysApi.util.updateQueryData('getPasskeys', undefined, (draft) =>
              draft.filter((passkey) => passkey.id !== id),
            ),
          );
        } catch {
          // The card says why.
        }
      },
    }),

    passkeySignInOptions: build.mutation<PublicKeyCredentialRequestOptionsJSON, void>({
      query: () => ({ url: '/api/login/passkey/options', method: 'POST' }),
      transformResponse: (body: ApiSchema<'PasskeyOptionsView'>) =>
        body.options as unknown as PublicKeyCredentialRequestOptionsJSON,
    }),

    /** The second step of a sign-in with a passkey (D19): options for the waiting account's passkeys only. */
    secondFactorPasskeyOptions: build.mutation<PublicKeyCredentialRequestOptionsJSON, void>({
      query: () => ({ url: '/api/login/second-factor/passkey/options', method: 'POST' }),
      transformResponse: (body: ApiSchema<'PasskeyOptionsView'>) =>
        body.options as unknown as PublicKeyCredentialRequestOptionsJSON,
    }),

    completeSignInWithPasskey: build.mutation<User, AuthenticationResponseJSON>({
      query: (response) => ({ url: '/api/login/second-factor/passkey', method: 'POST', body: { response } }),
      async onQueryStarted(_response, { dispatch, queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('getUser', undefined, user));
        } catch {
          // The form shows the error; no one is signed in yet.
        }
      },
      invalidatesTags: (user) => (user ? [...SESSION_SCOPED_TAGS] : []),
    }),

    signInWithPasskey: build.mutation<User, AuthenticationResponseJSON>({
      query: (response) => ({ url: '/api/login/passkey', method: 'POST', body: { response } }),
      async onQueryStarted(_response, { dispatch, queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          dispatch(authApi.util.upsertQueryData('getUser', undefined, user));
        } catch {
          // The sign-in page shows the error; the session did not change.
        }
      },
      // A different person may now be signed in: nothing cached for the previous one may show.
      invalidatesTags: (user) => (user ? [...SESSION_SCOPED_TAGS] : []),
    }),
  }),
});

export const {
  useGetPasskeysQuery,
  usePasskeyRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
  usePasskeySignInOptionsMutation,
  useSignInWithPasskeyMutation,
  useSecondFactorPasskeyOptionsMutation,
  useCompleteSignInWithPasskeyMutation,
} = passkeysApi;

/** The browser's own refusal (the member closed the prompt, or it timed out): nothing to report but that. */
export const promptDismissed = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
