/*
 * What the browser needs before it hydrates a page the server rendered (main.tsx imports this first):
 *
 * - the RTK Query endpoints the page's data block names (app/ssr/routeData.ts): answers can only be put in the
 *   store for endpoints already injected, and the pages that inject them are loaded later, on demand;
 * - the stylesheets of the prerendered pages: in the entry's stylesheet the server's HTML is styled from its first
 *   paint, instead of when each page's code arrives (which would move the content, and the footer, as it loads).
 */
import '../../features/auth/authApi';
import '../../features/billing/billingApi';
import '../../features/blog/blogApi';
import '../../features/community/communityApi';

import '../../features/apply/apply.css';
import '../../features/articles/articles.css';
import '../../features/blog/blog.css';
import '../../features/community/community.css';
import '../../features/contact/contact.css';
import '../../features/courses/courses.css';
import '../../features/courses/course-player.css';
import '../../features/jobs/jobs.css';
import '../../features/landing/landing.css';
import '../../features/legal/legal.css';
import '../../features/members/members-gate.css';
import '../../features/registration/registration.css';
import '../../features/resources/resources.css';
