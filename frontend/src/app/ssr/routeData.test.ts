import { baseApi } from '../../api/baseApi';
import { json, mockServer } from '../../test/mockServer';
import { createStore } from '../store';
import './forHydration';
import './memberEndpoints';
import { PRERENDERED_PATHS } from './prerenderRoutes';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  MEMBER_ENDPOINTS,
  memberHydratesOnInteraction,
  memberPrefetchesFor,
  prefetchesFor,
  rendersForMember,
} from './routeData';

/** A URL of each member page the server renders (routeData.ts MEMBER_PAGES), the writing tools' variants too. */
const MEMBER_URLS = [
  '/dashboard',
  '/',
  '/writing-tools',
  '/writing-tools?tab=prompts&prompt=7',
  '/grammar-tool',
  '/plagiarism-check',
  '/jobs-board',
  '/resources',
  '/courses',
  '/course/writing-basics',
  '/course/grammar-essentials',
  '/certificates/0b6c8d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e',
];

/**
 * The server fetches each prerendered page's data by URL, and the browser puts the answers in the store under an
 * endpoint and argument: both must be what the page's own hook requests, or the page would load it again.
 */
describe('the data of prerendered pages', () => {
  const prefetches = [
    ...[...PRERENDERED_PATHS, '/blog/how-to-pitch-an-editor'].flatMap(prefetchesFor),
    // Members' pages, rendered for the member from the answers the server put into their data block.
    ...MEMBER_URLS.flatMap(memberPrefetchesFor),
    // Members' pages the browser renders, with their first answers in the data block (issue 29).
    ...memberPrefetchesFor('/quiz'),
    ...memberPrefetchesFor('/register'),
  ];

  it.each(prefetches.map((p) => [p.endpointName, p.arg, p.url] as const))(
    '%s(%p) requests %s',
    async (endpointName, arg, url) => {
      const list = endpointName === 'getBlogPosts';
      const server = mockServer({ [`GET ${new URL(url, 'http://x').pathname}`]: () => json(200, list ? [] : {}) });
      const store = createStore();
      const endpoint = (baseApi.endpoints as Record<string, { initiate(arg: unknown): never } | undefined>)[
        endpointName
      ];
      expect(endpoint).toBeDefined(); // injected before hydration (forHydration.ts) or seeding (memberEndpoints.ts)
      await store.dispatch(endpoint!.initiate(arg));
      const request = server.requests[0]!;
      const { pathname, search } = new URL(request.url);
      expect(`${pathname}${search}`).toBe(url);
      store.dispatch(baseApi.util.resetApiState());
    },
  );
});

describe('the member pages the server renders', () => {
  const answers = (except: string[] = [], user: unknown = { firstName: 'Dana' }) =>
    memberPrefetchesFor('/dashboard')
      .filter((prefetch) => !except.includes(prefetch.endpointName))
      .map((prefetch) => ({
        endpointName: prefetch.endpointName,
        arg: prefetch.arg,
        value: prefetch.endpointName === 'getUser' ? user : {},
      }));

  it('renders the dashboard when its first view’s answers came, whatever the rest', () => {
    expect(rendersForMember('/dashboard', answers())).toBe(true);
    expect(rendersForMember('/dashboard', answers(['getSocialFeed', 'getMyPayouts', 'getWritingProgress']))).toBe(true);
  });

  it('leaves it to the browser when an answer of the first view is missing or the session has ended', () => {
    for (const missing of ['getUser', 'getMyEarnings', 'getMyAssignments', 'getMyApplication', 'getBillingConfig']) {
      expect({ missing, rendered: rendersForMember('/dashboard', answers([missing])) }).toEqual({
        missing,
        rendered: false,
      });
    }
    expect(rendersForMember('/dashboard', answers([], null))).toBe(false);
  });

  it('renders the member pages of issue 29 from the session user and their first view', () => {
    const user = [{ endpointName: 'getUser', arg: undefined, value: { firstName: 'Dana' } }];
    for (const path of ['/', '/writing-tools', '/grammar-tool', '/plagiarism-check', '/courses', '/jobs-board']) {
      expect({ path, rendered: rendersForMember(path, user) }).toEqual({ path, rendered: true });
    }
    // A course player needs the member's progress, a certificate page the certificate.
    expect(rendersForMember('/course/writing-basics', user)).toBe(false);
    const progress = { endpointName: 'getCourseProgress', arg: 'writing-basics', value: {} };
    expect(rendersForMember('/course/writing-basics', [...user, progress])).toBe(true);
    expect(rendersForMember('/certificates/abc', user)).toBe(false);
  });

  it('renders a member’s /register and /quiz from their own answers, every one of the first view (issue 29)', () => {
    const of = (path: string, except: string[] = []) =>
      memberPrefetchesFor(path)
        .filter((prefetch) => !except.includes(prefetch.endpointName))
        .map((prefetch) => ({ endpointName: prefetch.endpointName, arg: prefetch.arg, value: {} }));
    expect(memberPrefetchesFor('/register').map((prefetch) => prefetch.url)).toEqual([
      '/api/user',
      '/api/billing/config',
    ]);
    expect(memberPrefetchesFor('/quiz').map((prefetch) => prefetch.url)).toEqual([
      '/api/user',
      '/api/applications/me',
      '/api/quiz/current',
      '/api/quiz/attempts',
      '/api/quiz/questions',
    ]);
    expect(rendersForMember('/register', of('/register'))).toBe(true);
    expect(rendersForMember('/register', of('/register', ['getBillingConfig']))).toBe(false);
    expect(rendersForMember('/quiz', of('/quiz'))).toBe(true);
    for (const missing of ['getUser', 'getMyApplication', 'getCurrentQuiz', 'getQuizAttempts', 'getQuizOnArrival']) {
      expect({ missing, rendered: rendersForMember('/quiz', of('/quiz', [missing])) }).toEqual({
        missing,
        rendered: false,
      });
    }
    // Both hydrate at once: they are used, not read.
    expect(memberHydratesOnInteraction('/quiz', of('/quiz'))).toBe(false);
    expect(memberHydratesOnInteraction('/register', of('/register'))).toBe(false);
  });

  it('renders no other member page', () => {
    expect(rendersForMember('/account', answers())).toBe(false);
    expect(rendersForMember('/admin', answers())).toBe(false);
    expect(rendersForMember('/course/unknown', answers())).toBe(false);
  });

  it('asks the writing tools’ prompt only for the prompts tab, as the page would', () => {
    const asked = (url: string) => memberPrefetchesFor(url).map((prefetch) => prefetch.url);
    expect(asked('/writing-tools')).toEqual(['/api/user', '/api/prompts/random']);
    expect(asked('/writing-tools?tab=prompts')).toEqual(['/api/user', '/api/prompts/random']);
    expect(asked('/writing-tools?tab=prompts&prompt=12')).toEqual(['/api/user', '/api/prompts/12']);
    // As the page reads its address: a pin that is not an id is no pin, an unknown tab is the prompts tab.
    expect(asked('/writing-tools?tab=prompts&prompt=x')).toEqual(['/api/user', '/api/prompts/random']);
    expect(asked('/writing-tools?prompt=')).toEqual(['/api/user', '/api/prompts/random']);
    expect(asked('/writing-tools?tab=foo')).toEqual(['/api/user', '/api/prompts/random']);
    expect(asked('/writing-tools?tab=editor')).toEqual(['/api/user']);
    expect(asked('/writing-tools?tab=tools')).toEqual(['/api/user']);
  });

  it('hydrates a page at the first interaction only when every answer it asks came', () => {
    const all = (url: string) =>
      memberPrefetchesFor(url).map((prefetch) => ({
        endpointName: prefetch.endpointName,
        arg: prefetch.arg,
        value: {},
      }));
    expect(memberHydratesOnInteraction('/', all('/'))).toBe(true);
    // Pages one types into and submits hydrate at once: a press of a button rendered disabled would be lost.
    for (const url of ['/writing-tools?tab=editor', '/grammar-tool', '/plagiarism-check', '/course/writing-basics']) {
      expect({ url, onInteraction: memberHydratesOnInteraction(url, all(url)) }).toEqual({ url, onInteraction: false });
    }
    expect(memberHydratesOnInteraction('/jobs-board', all('/jobs-board'))).toBe(true);
    // The home's progress did not come (an error): the page hydrates at once, to ask for it and show what comes.
    const withoutProgress = all('/').filter((query) => query.endpointName !== 'getWritingProgress');
    expect(memberHydratesOnInteraction('/', withoutProgress)).toBe(false);
    // The prompts tab's prompt did not come.
    expect(memberHydratesOnInteraction('/writing-tools', all('/writing-tools?tab=editor'))).toBe(false);
    expect(memberHydratesOnInteraction('/dashboard', all('/dashboard'))).toBe(false);
  });

  it('leaves a certificate address that is no certificate id (not a UUID, or undecodable) to the browser', () => {
    const user = [{ endpointName: 'getUser', arg: undefined, value: { firstName: 'Dana' } }];
    for (const path of ['/certificates/%E0%A4%A', '/certificates/abc']) {
      expect(memberPrefetchesFor(path)).toEqual([memberPrefetchesFor('/quiz')[0]]);
      expect(rendersForMember(path, user)).toBe(false);
    }
  });

  it('names the module that injects the member answers’ endpoints by its path', () => {
    expect(existsSync(join(__dirname, '..', '..', `${MEMBER_ENDPOINTS}.ts`))).toBe(true);
  });
});
