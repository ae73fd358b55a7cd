import { lazyPage } from './lazyPage';

/*
 * Every page is its own chunk (architecture rule 9): a visitor of `/` downloads the shell and
 * the landing page, never the admin or the quiz, and not antd either. The build checks this and
 * prints the size (tooling/initialJsReport). Pages built with antd are marked `{ antd: true }`.
 * Each page is named by its source path under src/ (lazyPages.test.ts checks the names against the imports).
 */

export const LANDING_PAGE = 'features/landing/LandingPage';
export const MEMBER_HOME_PAGE = 'features/home/MemberHomePage';
const antd = { antd: true };

export const LandingPage = lazyPage(LANDING_PAGE, () => import('../../features/landing/LandingPage'));
export const MemberHomePage = lazyPage(MEMBER_HOME_PAGE, () => import('../../features/home/MemberHomePage'), antd);

export const LoginPage = lazyPage('features/auth/LoginPage', () => import('../../features/auth/LoginPage'), antd);
export const AdminLoginPage = lazyPage(
  'features/auth/AdminLoginPage',
  () => import('../../features/auth/AdminLoginPage'),
  antd,
);
export const ForgotPasswordPage = lazyPage(
  'features/auth/ForgotPasswordPage',
  () => import('../../features/auth/ForgotPasswordPage'),
  antd,
);
export const ResetPasswordPage = lazyPage(
  'features/auth/ResetPasswordPage',
  () => import('../../features/auth/ResetPasswordPage'),
  antd,
);
export const ConfirmEmailPage = lazyPage(
  'features/auth/ConfirmEmailPage',
  () => import('../../features/auth/ConfirmEmailPage'),
  antd,
);
export const ConfirmEmailChangePage = lazyPage(
  'features/account/ConfirmEmailChangePage',
  () => import('../../features/account/ConfirmEmailChangePage'),
  antd,
);
// Plain elements, without antd (issue 29): its payment step brings the antd theme with it.
export const RegisterPage = lazyPage(
  'features/registration/RegisterPage',
  () => import('../../features/registration/RegisterPage'),
);
export const SubscriptionSuccessPage = lazyPage(
  'features/registration/SubscriptionSuccessPage',
  () => import('../../features/registration/SubscriptionSuccessPage'),
  antd,
);
// Plain elements, without antd (issue 29: its hydration was one long task).
export const ApplyPage = lazyPage('features/apply/ApplyPage', () => import('../../features/apply/ApplyPage'));

export const CoursesPage = lazyPage(
  'features/courses/CoursesPage',
  () => import('../../features/courses/CoursesPage'),
  antd,
);
export const WritingBasicsPage = lazyPage(
  'features/courses/WritingBasicsPage',
  () => import('../../features/courses/WritingBasicsPage'),
  antd,
);
export const GrammarEssentialsPage = lazyPage(
  'features/courses/GrammarEssentialsPage',
  () => import('../../features/courses/GrammarEssentialsPage'),
  antd,
);
export const CertificatePage = lazyPage(
  'features/certificates/CertificatePage',
  () => import('../../features/certificates/CertificatePage'),
  antd,
);

export const GrammarToolPage = lazyPage(
  'features/grammar-tool/GrammarToolPage',
  () => import('../../features/grammar-tool/GrammarToolPage'),
  antd,
);
export const PlagiarismCheckPage = lazyPage(
  'features/plagiarism/PlagiarismCheckPage',
  () => import('../../features/plagiarism/PlagiarismCheckPage'),
  antd,
);
export const JobsBoardPage = lazyPage(
  'features/jobs/JobsBoardPage',
  () => import('../../features/jobs/JobsBoardPage'),
  antd,
);
export const ResourcesPage = lazyPage(
  'features/resources/ResourcesPage',
  () => import('../../features/resources/ResourcesPage'),
  antd,
);
export const ContactPage = lazyPage(
  'features/contact/ContactPage',
  () => import('../../features/contact/ContactPage'),
  antd,
);
export const ArticlePage = lazyPage(
  'features/articles/ArticlePage',
  () => import('../../features/articles/ArticlePage'),
  antd,
);
export const BlogListPage = lazyPage(
  'features/blog/BlogListPage',
  () => import('../../features/blog/BlogListPage'),
  antd,
);
export const BlogPostPage = lazyPage(
  'features/blog/BlogPostPage',
  () => import('../../features/blog/BlogPostPage'),
  antd,
);

export const TermsOfServicePage = lazyPage(
  'features/legal/TermsOfServicePage',
  () => import('../../features/legal/TermsOfServicePage'),
  antd,
);
export const PrivacyPolicyPage = lazyPage(
  'features/legal/PrivacyPolicyPage',
  () => import('../../features/legal/PrivacyPolicyPage'),
  antd,
);
export const RefundPolicyPage = lazyPage(
  'features/legal/RefundPolicyPage',
  () => import('../../features/legal/RefundPolicyPage'),
  antd,
);

export const QuizPage = lazyPage('features/quiz/QuizPage', () => import('../../features/quiz/QuizPage'), antd);
// Its first view (title, welcome, figures) is plain HTML; the rest brings the antd theme with it (DashboardRest).
export const DashboardPage = lazyPage(
  'features/dashboard/DashboardPage',
  () => import('../../features/dashboard/DashboardPage'),
);
export const WritingToolsPage = lazyPage(
  'features/writing-tools/WritingToolsPage',
  () => import('../../features/writing-tools/WritingToolsPage'),
  antd,
);

// Its tabs bring the antd theme with them (issue 29: the console's first view is plain).
export const AdminDashboardPage = lazyPage(
  'features/admin/AdminDashboardPage',
  () => import('../../features/admin/AdminDashboardPage'),
);
export const AdminUserPage = lazyPage(
  'features/admin/AdminUserPage',
  () => import('../../features/admin/AdminUserPage'),
  antd,
);
export const AdminTwoFactorPage = lazyPage(
  'features/auth/twoFactor/AdminTwoFactorPage',
  () => import('../../features/auth/twoFactor/AdminTwoFactorPage'),
  antd,
);
export const AdminMailPage = lazyPage(
  'features/admin/mail/AdminMailPage',
  () => import('../../features/admin/mail/AdminMailPage'),
  antd,
);
export const AdminAssignmentPage = lazyPage(
  'features/admin/AdminAssignmentPage',
  () => import('../../features/admin/AdminAssignmentPage'),
  antd,
);
// Its first view is plain; the rest of the desk brings the antd theme with it (issue 29).
export const ReviewPage = lazyPage('features/review/ReviewPage', () => import('../../features/review/ReviewPage'));

export const UnsubscribePage = lazyPage(
  'features/mail/UnsubscribePage',
  () => import('../../features/mail/UnsubscribePage'),
  antd,
);

export const NewsletterConfirmPage = lazyPage(
  'features/newsletter/NewsletterConfirmPage',
  () => import('../../features/newsletter/NewsletterConfirmPage'),
  antd,
);

export const NewsletterUnsubscribePage = lazyPage(
  'features/newsletter/NewsletterUnsubscribePage',
  () => import('../../features/newsletter/NewsletterUnsubscribePage'),
  antd,
);
