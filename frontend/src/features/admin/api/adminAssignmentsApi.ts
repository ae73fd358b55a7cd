import type { ApiBody, ApiQuery, ApiSchema } from '../../../api/contract';
import type { Paging } from '../list/usePagedListArgs';
import { adminApi, ASSIGNMENTS, OVERVIEW, PAYOUTS } from './adminApi';

/** One row of the Assignments tab: no texts, with the assignee, the overdue flag and the submitted words. */
export type AdminAssignment = ApiSchema<'AdminAssignmentListItem'>;
/** `/admin/assignment/{id}`: the assignment, its versions, the statuses the edit form may offer, its payout. */
export type AdminAssignmentDetail = ApiSchema<'AdminAssignmentDetail'>;
export type AdminAssignmentsPage = ApiSchema<'AdminAssignmentsPage'>;
export type SubmissionVersion = ApiSchema<'SubmissionVersion'>;
export type Assignee = ApiSchema<'Assignee'>;
export type AssignmentStatus = AdminAssignment['status'];
export type AssignmentType = AdminAssignment['type'];
export type AssignmentsQuery = ApiQuery<'/api/admin/assignments', 'get'> & Paging;
export type NewAssignment = ApiBody<'/api/admin/assignments', 'post'>;
export type AssignmentEdit = ApiBody<'/api/admin/assignments/{id}', 'patch'>;
export type Review = ApiBody<'/api/admin/assignments/{id}/review', 'post'>;

const assignmentTag = (id: number) => ({ type: 'AdminAssignment' as const, id });

/** A change to one assignment: itself, the lists it sits in, the Overview, and the payout a completion opens. */
const changed = (id: number) => [assignmentTag(id), ASSIGNMENTS, PAYOUTS, OVERVIEW];

export const adminAssignmentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminAssignments: build.query<AdminAssignmentsPage, AssignmentsQuery>({
      query: (params) => ({ url: '/api/admin/assignments', params }),
      providesTags: (result) => [ASSIGNMENTS, ...(result?.items ?? []).map((row) => assignmentTag(row.id))],
    }),
    getAdminAssignment: build.query<AdminAssignmentDetail, number>({
      query: (id) => `/api/admin/assignments/${id}`,
      providesTags: (_result, _error, id) => [assignmentTag(id)],
    }),
    createAssignment: build.mutation<AdminAssignmentDetail, NewAssignment>({
      query: (body) => ({ url: '/api/admin/assignments', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [ASSIGNMENTS, OVERVIEW]),
    }),
    // The changes below refresh on failure too: a 409 means the assignment moved on meanwhile.
    editAssignment: build.mutation<AdminAssignmentDetail, { id: number; edit: AssignmentEdit }>({
      query: ({ id, edit }) => ({ url: `/api/admin/assignments/${id}`, method: 'PATCH', body: edit }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    assignAssignment: build.mutation<AdminAssignmentDetail, { id: number; userId: number }>({
      query: ({ id, userId }) => ({ url: `/api/admin/assignments/${id}/assign`, method: 'PATCH', body: { userId } }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    reviewAssignment: build.mutation<AdminAssignmentDetail, { id: number; review: Review }>({
      query: ({ id, review }) => ({ url: `/api/admin/assignments/${id}/review`, method: 'POST', body: review }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
  }),
});

export const {
  useGetAdminAssignmentsQuery,
  useGetAdminAssignmentQuery,
  useCreateAssignmentMutation,
  useEditAssignmentMutation,
  useAssignAssignmentMutation,
  useReviewAssignmentMutation,
} = adminAssignmentsApi;
