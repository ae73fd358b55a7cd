import { baseApi } from '../../../api/baseApi';

export const DRAFT_FORMATS = ['article', 'essay', 'story', 'blog'] as const;
export type DraftFormat = (typeof DRAFT_FORMATS)[number];
export const DRAFT_FORMAT_LABELS: Record<DraftFormat, string> = {
  article: 'Article',
  essay: 'Essay',
  story: 'Story',
  blog: 'Blog post',
};

/** The server's bounds (413 beyond the text's). */
export const DRAFT_TITLE_MAX = 200;
export const DRAFT_CONTENT_MAX = 50_000;

/** A draft in the member's list: everything but its text. */
export interface WritingDraftSummary {
  id: number;
  title: string;
  format: DraftFormat;
  promptId: number | null;
  /** Counted by the server with the same rule as the browser (@penwright/text). */
  wordCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface WritingDraft extends WritingDraftSummary {
  content: string;
}

export interface DraftInput {
  title: string;
  format: DraftFormat;
  content: string;
  promptId: number | null;
}

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
