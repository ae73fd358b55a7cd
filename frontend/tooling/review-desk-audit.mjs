// `make audit`'s review desk (issue 28): the data an editor meets on a busy day, made through the API, and the
// long tasks of scrolling the page's margin, timed in Chromium. Used by audit.mjs.
//
// The submission: a 5,000-word article with thirty slips for the grammar check to find, and twenty comments from
// the editor spread over it (the "5,000-word submission with 30 findings and 20 comments").
import { chromium } from '@playwright/test';
import { generate } from 'otplib';
import { selectPassage } from '../../packages/text/dist/esm/index.js';

/** Test-only second factor of the audit's administrator (the app refuses it in production). */
export const AUDIT_ADMIN = {
  email: 'admin@penwright.local',
  password: 'audit-admin-2026-desk',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
export const AUDIT_WRITER = { email: 'approved@penwright.local', password: 'audit-approved-writer-2026' };
/** The settings audit.mjs starts the app with, so that these accounts exist. */
export const REVIEW_DESK_ENV = {
  ADMIN_EMAIL: AUDIT_ADMIN.email,
  ADMIN_PASSWORD: AUDIT_ADMIN.password,
  ADMIN_TOTP_SECRET: AUDIT_ADMIN.totpSecret,
  DEMO_APPROVED_EMAIL: AUDIT_WRITER.email,
  DEMO_APPROVED_PASSWORD: AUDIT_WRITER.password,
};

const PARAGRAPHS = [
  'Partners of small accounting firms ask the same question before their teams work from home: will the clients notice? Most clients never see where the work is done. They notice how fast a question is answered, whether a deadline holds, and whether the person they call knows their file.',
  'The first week decides the habits. A shared calendar that every partner keeps up to date, one promised reply time, and a named colleague who covers each client when someone is away do more for trust than any software.',
  'Security worries come next. A firm that moves its files to a managed service with two-factor sign-in, and stops sending tax returns by plain e-mail, is safer at home than it was in the office with a shared password on a sticky note.',
  'Meetings change shape. A weekly half hour where each person says what is late and what is blocked replaces the chats that used to happen by the coffee machine, and a written note afterwards keeps the people who missed it in the picture.',
  'Clients should hear about the change from the firm, not find out when a call goes to voicemail. A short letter that names the reply time, the new way to send documents, and who to ask for help turns a worry into a service.',
  'Costs fall in places partners do not expect. Less office space and fewer printers are the obvious savings; the less obvious one is the time no longer lost to commuting, which many firms turn into an extra hour of client work a day.',
  'Some things get harder. Training a new junior is slower when nobody sits beside them, so the best firms pair each new hire with a colleague for daily calls during the first three months and keep a list of questions anyone may ask.',
  'Tax season is the real test. Firms that planned their remote year well set their reply times before January, booked their busiest clients into fixed slots, and agreed which partner decides when two deadlines collide.',
];

/** Thirty slips a careful editor would circle (misspellings and doubled words), one every few paragraphs. */
const SLIPS = [
  ['deadline holds', 'dealine holds'],
  ['more for trust', 'more for for trust'],
  ['safer at home', 'safer at at home'],
  ['what is blocked', 'what is is blocked'],
  ['turns a worry', 'turns a a worry'],
  ['obvious savings', 'obvious savigns'],
  ['new junior', 'new junoir'],
  ['their busiest clients', 'their busiest cleints'],
  ['a managed service', 'a mangaed service'],
  ['the people who missed it', 'the people who misssed it'],
];

/** The article: the paragraphs again and again (numbered, so no two are the same) until 5,000 words, with 30 slips. */
export function reviewDeskText() {
  const paragraphs = [];
  let words = 0;
  for (let i = 0; words < 5000; i += 1) {
    let paragraph = `${i + 1}. ${PARAGRAPHS[i % PARAGRAPHS.length]}`;
    if (i < 30 * 2 && i % 2 === 0) {
      const slips = SLIPS.filter(([right]) => paragraph.includes(right));
      const [right, wrong] = slips[(i / 2) % slips.length];
      paragraph = paragraph.replace(right, wrong);
    }
    paragraphs.push(paragraph);
    words += paragraph.split(/\s+/).length;
  }
  return paragraphs.join('\n\n');
}

/**
 * A signed-in API session with its own cookie jar (and the CSRF double submit), passing the second step with the
 * account's authenticator secret when asked. Node's fetch may reuse a keep-alive connection the app is closing:
 * each call is tried again on ECONNRESET.
 */
export async function apiSession(origin, account) {
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function call(method, path, body) {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(`${origin}${path}`, {
          method,
          body: body === undefined ? undefined : JSON.stringify(body),
          headers: {
            'content-type': 'application/json',
            'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
            cookie: cookie(),
          },
        });
        for (const line of response.headers.getSetCookie()) {
          const pair = line.split(';')[0];
          jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
        }
        const text = await response.text();
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
        return text ? JSON.parse(text) : undefined;
      } catch (error) {
        if (attempt >= 3 || error?.cause?.code !== 'ECONNRESET') throw error;
      }
    }
  }
  await call('GET', '/api/health');
  const signedIn = await call('POST', '/api/login', { email: account.email, password: account.password });
  if (signedIn?.secondFactorRequired) {
    await call('POST', '/api/login/second-factor', { code: await generate({ secret: account.totpSecret }) });
  }
  return { call, cookie };
}

/**
 * The review desk of a 5,000-word submission with its findings and twenty comments, as an editor opens it; the
 * grammar check of the version is made once first (an editor's first look pays for it; the audit measures the page).
 * The audit passes the sessions it signed in already (the administrator's authenticator code is accepted only once).
 */
export async function prepareReviewDesk(origin, { editor, writer } = {}) {
  editor ??= await apiSession(origin, AUDIT_ADMIN);
  writer ??= await apiSession(origin, AUDIT_WRITER);
  const text = reviewDeskText();
  const brief = await editor.call('POST', '/api/admin/assignments', {
    title: 'Remote work for small accounting firms: what clients notice',
    description: 'A long guide for partners of small firms moving their teams to remote work.',
    wordCount: 5000,
    payRate: '0.02',
    deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  await writer.call('POST', `/api/assignments/${brief.id}/accept`, {});
  await writer.call('POST', `/api/assignments/${brief.id}/submit`, { content: text });
  const detail = await editor.call('GET', `/api/admin/assignments/${brief.id}`);
  const version = detail.submissions.at(-1);
  const grammar = await editor.call('GET', `/api/admin/assignments/${brief.id}/submissions/${version.id}/grammar`);
  const paragraphs = [...text.matchAll(/Clients should hear about the change|The first week decides the habits/g)];
  for (const [index, match] of paragraphs.slice(0, 20).entries()) {
    const selector = selectPassage(text, match.index, match.index + match[0].length);
    await editor.call('POST', `/api/admin/assignments/${brief.id}/comments`, {
      submissionId: version.id,
      selector,
      body: `Comment ${index + 1}: say which partner owns this, and by when; clients read this as a promise.`,
    });
  }
  return {
    assignmentId: brief.id,
    path: `/admin/assignment/${brief.id}/review`,
    cookie: editor.cookie(),
    words: version.wordCount,
    findings: grammar.items?.length ?? grammar.findings?.length ?? null,
    comments: Math.min(20, paragraphs.length),
  };
}

/**
 * The long tasks while the editor scrolls the margin from top to bottom and back, a screen at a time, and opens
 * items on the way (each scrolls the text to its passage): the longest, in ms, from Chromium's own Long Tasks API.
 */
export async function marginLongTasks(origin, path, cookie, chromiumPath, flags) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: flags });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    const margin = page.locator('.pw-review__margin');
    await margin.getByRole('button').first().waitFor();
    await page.evaluate(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const steps = await margin.evaluate((element) => Math.ceil(element.scrollHeight / element.clientHeight) + 1);
    for (const direction of [1, -1]) {
      for (let step = 0; step < steps; step++) {
        await margin.evaluate((element, sign) => element.scrollBy(0, sign * element.clientHeight), direction);
        await page.waitForTimeout(50);
      }
    }
    const items = margin.getByRole('button', { name: /^Comment by / });
    const count = await items.count();
    for (let i = 0; i < count; i += Math.max(1, Math.floor(count / 5))) {
      await items.nth(i).click();
      await page.waitForTimeout(50);
    }
    const tasks = await page.evaluate(() => globalThis.__longTasks);
    return { longestMs: Math.round(Math.max(0, ...tasks)), longTasks: tasks.length, marginSteps: steps * 2 };
  } finally {
    await browser.close();
  }
}
