/*
 * The RTK Query endpoints of the answers the server puts into an admin page (adminRouteData.ts,
 * `adminPrefetchesFor`): answers can only be put in the store for injected endpoints. Loaded by main.tsx only on
 * admin pages that came with such answers, alongside the page's own code (which imports the same modules).
 */
import '../../features/admin/api/adminAssignmentsApi';
import '../../features/admin/api/adminPayoutsApi';
import '../../features/admin/api/adminUsersApi';
import '../../features/auth/twoFactor/twoFactorApi';
import '../../features/review/reviewApi';
