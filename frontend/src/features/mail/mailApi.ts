import { baseApi } from '../../api/baseApi';
import type { ApiBody, ApiSchema } from '../../api/contract';

/** The member's mail preferences and the unsubscribe link (D18), as the backend's mail module declares them. */
export type MailPreferences = ApiSchema<'MailPreferencesView'>;
export type MailTopic = ApiSchema<'MailTopicPreference'>['topic'];
export type UnsubscribeView = ApiSchema<'UnsubscribeView'>;

export const mailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMailPreferences: build.query<MailPreferences, void>({
      query: () => '/api/mail/preferences',
    }),

    /** Switches one or more topics; the answer is the whole list, which replaces the cached one. */
    setMailPreferences: build.mutation<MailPreferences, ApiBody<'/api/mail/preferences', 'put'>>({
      query: (body) => ({ url: '/api/mail/preferences', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(mailApi.util.upsertQueryData('getMailPreferences', undefined, data));
        } catch {
          // The card says the change was not saved and shows the switch as it was.
        }
      },
    }),

    /** What an unsubscribe link stops (nothing changes: link scanners open links too). */
    describeUnsubscribe: build.query<UnsubscribeView, string>({
      query: (token) => ({ url: '/api/mail/unsubscribe', params: { token } }),
    }),

    /** The page's one button: the same one-click POST a mail client sends (RFC 8058). */
    unsubscribe: build.mutation<UnsubscribeView, string>({
      query: (token) => ({ url: '/api/mail/unsubscribe', method: 'POST', params: { token } }),
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // A signed-in member's Account tab shows the switch off without asking again.
          dispatch(
            mailApi.util.updateQueryData('getMailPreferences', undefined, (draft) => {
              const topic = draft.topics.find((candidate) => candidate.topic === data.topic);
              if (topic) topic.enabled = false;
            }),
          );
        } catch {
          // The page shows the error.
        }
      },
    }),
  }),
});

export const {
  useGetMailPreferencesQuery,
  useSetMailPreferencesMutation,
  useDescribeUnsubscribeQuery,
  useUnsubscribeMutation,
} = mailApi;
