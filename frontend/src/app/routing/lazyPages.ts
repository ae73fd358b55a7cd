import { lazy } from 'react';

/*
 * Every page is its own chunk (architecture rule 9): a visitor of `/` downloads the shell and
 * the landing page, never the admin or the quiz. The build checks this (tooling/initialJsReport).
 */

/** Exposed so main.tsx can start fetching it while the session check is still running. */
export const loadLandingPage = () => import('../../features/landing/LandingPage');

export const LandingPage = lazy(loadLandingPage);
export const MemberHomePage = lazy(() => import('../../features/home/MemberHomePage'));

export const LoginPage = lazy(() => import('../../features/auth/LoginPage'));
export const AdminLoginPage = lazy(() => import('../../features/auth/AdminLoginPage'));
export const RegisterPage = lazy(() => import('../../features/registration/RegisterPage'));
export const SubscriptionSuccessPage = lazy(() => import('../../features/registration/SubscriptionSuccessPage'));
export const ApplyPage = lazy(() => import('../../features/apply/ApplyPage'));

export const CoursesPage = lazy(() => import('../../features/courses/CoursesPage'));
export const WritingBasicsPage = lazy(() => import('../../features/courses/WritingBasicsPage'));
export const GrammarEssentialsPage = lazy(() => import('../../features/courses/GrammarEssentialsPage'));
export const CertificatePage = lazy(() => import('../../features/certificates/CertificatePage'));

export const GrammarToolPage = lazy(() => import('../../features/grammar-tool/GrammarToolPage'));
export const PlagiarismCheckPage = lazy(() => import('../../features/plagiarism/PlagiarismCheckPage'));
export const JobsBoardPage = lazy(() => import('../../features/jobs/JobsBoardPage'));
export const ResourcesPage = lazy(() => import('../../features/resources/ResourcesPage'));
export const ContactPage = lazy(() => import('../../features/contact/ContactPage'));
export const ArticlePage = lazy(() => import('../../features/articles/ArticlePage'));
export const BlogListPage = lazy(() => import('../../features/blog/BlogListPage'));
export const BlogPostPage = lazy(() => import('../../features/blog/BlogPostPage'));

export const TermsOfServicePage = lazy(() => import('../../features/legal/TermsOfServicePage'));
export const PrivacyPolicyPage = lazy(() => import('../../features/legal/PrivacyPolicyPage'));
export const RefundPolicyPage = lazy(() => import('../../features/legal/RefundPolicyPage'));

export const QuizPage = lazy(() => import('../../features/quiz/QuizPage'));
export const DashboardPage = lazy(() => import('../../features/dashboard/DashboardPage'));
export const WritingToolsPage = lazy(() => import('../../features/writing-tools/WritingToolsPage'));

export const AdminDashboardPage = lazy(() => import('../../features/admin/AdminDashboardPage'));
export const AdminUserPage = lazy(() => import('../../features/admin/AdminUserPage'));
export const AdminAssignmentPage = lazy(() => import('../../features/admin/AdminAssignmentPage'));
