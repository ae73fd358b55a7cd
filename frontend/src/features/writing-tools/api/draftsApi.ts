import { baseApi } from '../../../api/baseApi';
import type { ApiSchema } from '../../../api/contract';

/** A draft in the member's list: everything but its text. Words are counted by the server (@penwright/text). */
export type WritingDraftSummary = ApiSchema<'WritingDraftSummary'>;
export type WritingDraft = ApiSchema<'WritingDraft'>;
export type DraftFormat = WritingDraft['format'];
/** What Save and Save Draft send; the server takes a missing promptId as none, this app always sends one. */
export type DraftInput = Required<ApiSchema<'WritingDraftDto'>>;

export const DRAFT_FORMATS: readonly DraftFormat[] = ['article', 'essay', 'story', 'blog'];
export const DRAFT_FORMAT_LABELS: Record<DraftFormat, string> = {
  article: 'Article',
  essay: 'Essay',
  story: 'Story',
  blog: 'Blog post',
};

/** The server's bounds (413 beyond the text's). */
export const DRAFT_TITLE_MAX = 200;
export const DRAFT_CONTENT_MAX = 50_000;

const LIST = { type: 'Draft' as const, id: 'LIST' };

/** A saved draft changes the month's words and the streak: the progress is fetched again. */
const AFTER_SAVE = [LIST, 'Progress' as const];

export const draftsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listDrafts: build.query<WritingDraftSummary[], void>({
      query: () => '/api/drafts',
      providesTags: [LIST],
    }),
    getDraft: build.query<WritingDraft, number>({
      query: (id) => `/api/drafts/${id}`,
      providesTags: (_draft, _error, id) => [{ type: 'Draft', id }],
    }),
    createDraft: build.mutation<WritingDraft, DraftInput>({
      query: (body) => ({ url: '/api/drafts', method: 'POST', body }),
      invalidatesTags: (draft) => (draft ? AFTER_SAVE : []),
    }),
    updateDraft: build.mutation<WritingDraft, DraftInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/drafts/${id}`, method: 'PUT', body }),
      invalidatesTags: (draft) => (draft ? AFTER_SAVE : []),
      // The answer is the draft as stored: an open copy is replaced without another request.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(draftsApi.util.upsertQueryData('getDraft', id, data));
      },
    }),
    deleteDraft: build.mutation<void, number>({
      query: (id) => ({ url: `/api/drafts/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : AFTER_SAVE),
    }),
  }),
});

export const {
  useListDraftsQuery,
  useLazyGetDraftQuery,
  useCreateDraftMutation,
  useUpdateDraftMutation,
  useDeleteDraftMutation,
} = draftsApi;
