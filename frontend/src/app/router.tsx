import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import * as Page from './routing/lazyPages';
import { RequireAdmin, RequireMember, SessionSwitch, UnmatchedRoute } from './routing/sessionRoutes';

/*
 * The route table of spec section 2, plus the blog and certificate routes of D6 and D12.
 * Declarative <Routes> rather than a data router: the app loads data with RTK Query, not route
 * loaders, and the data router would add about 17 kB gzip to every first visit.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {/* Public */}
        <Route path="/login" element={<Page.LoginPage />} />
        <Route path="/register" element={<Page.RegisterPage />} />
        <Route path="/subscription-success" element={<Page.SubscriptionSuccessPage />} />
        <Route path="/courses" element={<Page.CoursesPage />} />
        <Route path="/course/writing-basics" element={<Page.WritingBasicsPage />} />
        <Route path="/course/grammar-essentials" element={<Page.GrammarEssentialsPage />} />
        <Route path="/grammar-tool" element={<Page.GrammarToolPage />} />
        <Route path="/plagiarism-check" element={<Page.PlagiarismCheckPage />} />
        <Route path="/jobs-board" element={<Page.JobsBoardPage />} />
        <Route path="/resources" element={<Page.ResourcesPage />} />
        <Route path="/contact" element={<Page.ContactPage />} />
        <Route path="/apply" element={<Page.ApplyPage />} />
        <Route path="/terms-of-service" element={<Page.TermsOfServicePage />} />
        <Route path="/privacy-policy" element={<Page.PrivacyPolicyPage />} />
        <Route path="/refund-policy" element={<Page.RefundPolicyPage />} />
        <Route path="/admin-login" element={<Page.AdminLoginPage />} />
        <Route path="/articles/:slug" element={<Page.ArticlePage />} />
        <Route path="/blog" element={<Page.BlogListPage />} />
        <Route path="/blog/:slug" element={<Page.BlogPostPage />} />
        <Route path="/certificates/:id" element={<Page.CertificatePage />} />

        {/* D7: the course completion screens link to these spellings. */}
        <Route path="/course-writing-basics" element={<Navigate to="/course/writing-basics" replace />} />
        <Route path="/course-grammar-essentials" element={<Navigate to="/course/grammar-essentials" replace />} />

        {/* Admin: outside the authentication switch; the guard handles loading and non-admins. */}
        <Route element={<RequireAdmin />}>
          <Route path="/admin" element={<Page.AdminDashboardPage />} />
          <Route path="/admin-dashboard" element={<Page.AdminDashboardPage />} />
          <Route path="/admin/user/:id" element={<Page.AdminUserPage />} />
          <Route path="/admin/assignment/:id" element={<Page.AdminAssignmentPage />} />
        </Route>

        {/* The authentication switch. */}
        <Route path="/" element={<SessionSwitch member={<Page.MemberHomePage />} visitor={<Page.LandingPage />} />} />
        {/* The quiz and the writing tools show their own 'Please Sign In' state to visitors (spec section 2). */}
        <Route path="/quiz" element={<Page.QuizPage />} />
        <Route path="/writing-tools" element={<Page.WritingToolsPage />} />
        <Route element={<RequireMember />}>
          <Route path="/dashboard" element={<Page.DashboardPage />} />
        </Route>
        <Route path="*" element={<UnmatchedRoute />} />
      </Route>
    </Routes>
  );
}
