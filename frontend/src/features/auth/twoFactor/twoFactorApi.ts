import { baseApi } from '../../../api/baseApi';
import type { ApiBody, ApiResponse, ApiSchema } from '../../../api/contract';

/** The member's second factors (D19), as GET /api/account/two-factor answers them. */
export type TwoFactorStatus = ApiSchema<'TwoFactorStatus'>;
export type TotpSetup = ApiResponse<'/api/account/two-factor/totp/setup', 'post'>;
export type RecoveryCodes = ApiResponse<'/api/account/two-factor/totp/confirm', 'post'>;

export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => '/api/account/two-factor',
      providesTags: ['TwoFactor'],
    }),
    /** A new key waiting for its first code (starting again replaces it). */
    setUpTotp: build.mutation<TotpSetup, { currentPassword: string }>({
      query: (body) => ({ url: '/api/account/two-factor/totp/setup', method: 'POST', body }),
    }),
    confirmTotp: build.mutation<RecoveryCodes, ApiBody<'/api/account/two-factor/totp/confirm', 'post'>>({
      query: (body) => ({ url: '/api/account/two-factor/totp/confirm', method: 'POST', body }),
      invalidatesTags: (answer) => (answer ? ['TwoFactor'] : []),
    }),
    regenerateRecoveryCodes: build.mutation<RecoveryCodes, ApiBody<'/api/account/two-factor/recovery-codes', 'post'>>({
      query: (body) => ({ url: '/api/account/two-factor/recovery-codes', method: 'POST', body }),
      invalidatesTags: (answer) => (answer ? ['TwoFactor'] : []),
    }),
    disableTotp: build.mutation<void, ApiBody<'/api/account/two-factor/totp/disable', 'post'>>({
      query: (body) => ({ url: '/api/account/two-factor/totp/disable', method: 'POST', body }),
      invalidatesTags: (_answer, error) => (error ? [] : ['TwoFactor']),
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useSetUpTotpMutation,
  useConfirmTotpMutation,
  useRegenerateRecoveryCodesMutation,
  useDisableTotpMutation,
} = twoFactorApi;

/** A code the member typed: six digits are an authenticator code, anything else a recovery code. */
export const codeOrRecoveryCode = (typed: string): { code: string } | { recoveryCode: string } =>
  /^\s*\d{3}\s?\d{3}\s*$/.test(typed) ? { code: typed.trim() } : { recoveryCode: typed.trim() };
