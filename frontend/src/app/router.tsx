import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import * as Page from './routing/lazyPages';
import { RequireAdmin, RequireMember, SessionSwitch, UnmatchedRoute } from './routing/sessionRoutes';

/*
 * The route table of spec section 2, plus the blog and certificate routes of D6 and D12.
 * Route objects rendered with useRoutes rather than a data router: the app loads data with RTK Query, not
 * route loaders, and the data router would add about 17 kB gzip to every first visit. As objects, the server's
 * prerender can match a path against the same table (app/ssr/prerenderRoutes.ts).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // Public
      { path: '/login', element: <Page.LoginPage /> },
      { path: '/register', element: <Page.RegisterPage /> },
      { path: '/subscription-success', element: <Page.SubscriptionSuccessPage /> },
      { path: '/courses', element: <Page.CoursesPage /> },
      { path: '/course/writing-basics', element: <Page.WritingBasicsPage /> },
      { path: '/course/grammar-essentials', element: <Page.GrammarEssentialsPage /> },
      { path: '/grammar-tool', element: <Page.GrammarToolPage /> },
      { path: '/plagiarism-check', element: <Page.PlagiarismCheckPage /> },
      { path: '/jobs-board', element: <Page.JobsBoardPage /> },
      { path: '/resources', element: <Page.ResourcesPage /> },
      { path: '/contact', element: <Page.ContactPage /> },
      { path: '/apply', element: <Page.ApplyPage /> },
      { path: '/terms-of-service', element: <Page.TermsOfServicePage /> },
      { path: '/privacy-policy', element: <Page.PrivacyPolicyPage /> },
      { path: '/refund-policy', element: <Page.RefundPolicyPage /> },
      { path: '/admin-login', element: <Page.AdminLoginPage /> },
      // D18, D19: the mailed links' pages and the way to a reset.
      { path: '/forgot-password', element: <Page.ForgotPasswordPage /> },
      { path: '/reset-password', element: <Page.ResetPasswordPage /> },
      { path: '/confirm-email', element: <Page.ConfirmEmailPage /> },
      { path: '/confirm-email-change', element: <Page.ConfirmEmailChangePage /> },
      { path: '/articles/:slug', element: <Page.ArticlePage /> },
      { path: '/blog', element: <Page.BlogListPage /> },
      { path: '/blog/:slug', element: <Page.BlogPostPage /> },
      { path: '/certificates/:id', element: <Page.CertificatePage /> },
      // D18: a mail's visible unsubscribe link (works signed out).
      { path: '/unsubscribe', element: <Page.UnsubscribePage /> },
      // the newsletter mail's links (D18)
      { path: '/newsletter/confirm', element: <Page.NewsletterConfirmPage /> },
      { path: '/newsletter/unsubscribe', element: <Page.NewsletterUnsubscribePage /> },

      // D7: the course completion screens link to these spellings.
      { path: '/course-writing-basics', element: <Navigate to="/course/writing-basics" replace /> },
      { path: '/course-grammar-essentials', element: <Navigate to="/course/grammar-essentials" replace /> },
      // D20 names the jobs board /jobs: the spec's address is /jobs-board.
      { path: '/jobs', element: <Navigate to="/jobs-board" replace /> },

      // D19: an admin without a second factor sets one up here before any admin page opens.
      { path: '/admin/two-factor', element: <Page.AdminTwoFactorPage /> },
      // Admin: outside the authentication switch; the guard handles loading, non-admins and a missing second factor.
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', element: <Page.AdminDashboardPage /> },
          { path: '/admin-dashboard', element: <Page.AdminDashboardPage /> },
          { path: '/admin/user/:id', element: <Page.AdminUserPage /> },
          { path: '/admin/assignment/:id', element: <Page.AdminAssignmentPage /> },
          { path: '/admin/assignment/:id/review', element: <Page.ReviewPage /> },
          { path: '/admin/mail', element: <Page.AdminMailPage /> },
        ],
      },

      // The authentication switch.
      { path: '/', element: <SessionSwitch member={<Page.MemberHomePage />} visitor={<Page.LandingPage />} /> },
      // The quiz and the writing tools show their own 'Please Sign In' state to visitors (spec section 2).
      { path: '/quiz', element: <Page.QuizPage /> },
      { path: '/writing-tools', element: <Page.WritingToolsPage /> },
      {
        element: <RequireMember />,
        children: [{ path: '/dashboard', element: <Page.DashboardPage /> }],
      },
      { path: '*', element: <UnmatchedRoute /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
