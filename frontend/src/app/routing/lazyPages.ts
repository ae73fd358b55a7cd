import { lazy } from 'react';
import { lazyAntdPage } from './lazyAntdPage';

/*
 * Every page is its own chunk (architecture rule 9): a visitor of `/` downloads the shell and
 * the landing page, never the admin or the quiz, and not antd either. The build checks this and
 * prints the size (tooling/initialJsReport). Pages built with antd use lazyAntdPage.
 */

/** Exposed so main.tsx can start fetching it while the session check is still running. */
export const loadLandingPage = () => import('../../features/landing/LandingPage');

export const LandingPage = lazy(loadLandingPage);
export const MemberHomePage = lazyAntdPage(() => import('../../features/home/MemberHomePage'));

export const LoginPage = lazyAntdPage(() => import('../../features/auth/LoginPage'));
export const AdminLoginPage = lazyAntdPage(() => import('../../features/auth/AdminLoginPage'));
export const RegisterPage = lazyAntdPage(() => import('../../features/registration/RegisterPage'));
export const SubscriptionSuccessPage = lazyAntdPage(
  () => import('../../features/registration/SubscriptionSuccessPage'),
);
export const ApplyPage = lazyAntdPage(() => import('../../features/apply/ApplyPage'));

export const CoursesPage = lazyAntdPage(() => import('../../features/courses/CoursesPage'));
export const WritingBasicsPage = lazyAntdPage(() => import('../../features/courses/WritingBasicsPage'));
export const GrammarEssentialsPage = lazyAntdPage(() => import('../../features/courses/GrammarEssentialsPage'));
export const CertificatePage = lazyAntdPage(() => import('../../features/certificates/CertificatePage'));

export const GrammarToolPage = lazyAntdPage(() => import('../../features/grammar-tool/GrammarToolPage'));
export const PlagiarismCheckPage = lazyAntdPage(() => import('../../features/plagiarism/PlagiarismCheckPage'));
export const JobsBoardPage = lazyAntdPage(() => import('../../features/jobs/JobsBoardPage'));
export const ResourcesPage = lazyAntdPage(() => import('../../features/resources/ResourcesPage'));
export const ContactPage = lazyAntdPage(() => import('../../features/contact/ContactPage'));
export const ArticlePage = lazyAntdPage(() => import('../../features/articles/ArticlePage'));
export const BlogListPage = lazyAntdPage(() => import('../../features/blog/BlogListPage'));
export const BlogPostPage = lazyAntdPage(() => import('../../features/blog/BlogPostPage'));

export const TermsOfServicePage = lazyAntdPage(() => import('../../features/legal/TermsOfServicePage'));
export const PrivacyPolicyPage = lazyAntdPage(() => import('../../features/legal/PrivacyPolicyPage'));
export const RefundPolicyPage = lazyAntdPage(() => import('../../features/legal/RefundPolicyPage'));

export const QuizPage = lazyAntdPage(() => import('../../features/quiz/QuizPage'));
export const DashboardPage = lazyAntdPage(() => import('../../features/dashboard/DashboardPage'));
export const WritingToolsPage = lazyAntdPage(() => import('../../features/writing-tools/WritingToolsPage'));

export const AdminDashboardPage = lazyAntdPage(() => import('../../features/admin/AdminDashboardPage'));
export const AdminUserPage = lazyAntdPage(() => import('../../features/admin/AdminUserPage'));
export const AdminAssignmentPage = lazyAntdPage(() => import('../../features/admin/AdminAssignmentPage'));
