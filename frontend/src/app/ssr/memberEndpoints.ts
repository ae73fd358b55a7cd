/*
 * The RTK Query endpoints of the answers the server puts into a member's page (routeData.ts,
 * `memberPrefetchesFor`): answers can only be put in the store for injected endpoints. Loaded by main.tsx only when
 * such answers came, alongside the page's own code (which imports the same modules), so visitors never load it.
 */
import '../../features/applications/applicationsApi';
import '../../features/billing/billingApi';
import '../../features/community/communityApi';
import '../../features/courses/coursesApi';
import '../../features/dashboard/dashboardApi';
import '../../features/grammar-tool/grammarApi';
import '../../features/quiz/quizApi';
import '../../features/writing-tools/api/progressApi';
import '../../features/writing-tools/api/promptsApi';
