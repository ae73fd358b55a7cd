// `make audit`'s states reached by a click (issue 29): registration's account step (after the visitor's details)
// and payment step (after a plan is chosen). No address opens them: the wizard keeps its step in React state, so a
// navigation always shows the first step. Each is measured with Lighthouse's user-flow API in the audit's Chromium
// (puppeteer-core): the page is loaded as a phone would (Lighthouse's mobile screen and user agent), the earlier
// steps are filled in, then a Lighthouse timespan covers the click and the step's form appearing (its layout
// shifts and blocking time, under Lighthouse's mobile throttling applied for real: `devtools`, since a timespan
// cannot be simulated), and a snapshot audits the step as shown (accessibility, best practices, SEO). A timespan
// has no paint metrics: such a row has no FCP, LCP or speed index, and its performance score is Lighthouse's
// timespan score (blocking time and layout shift).
import { startFlow } from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const byAria = (role, name) => `::-p-aria([name="${name}"][role="${role}"])`;

async function type(page, role, name, text) {
  const field = await page.waitForSelector(byAria(role, name), { visible: true });
  await field.type(text);
}

/** What comes before each state's click (not measured), the click itself, and what shows the state is there. */
export const STATES = {
  'register-account': {
    async before(page) {
      await type(page, 'textbox', 'Email', `audit.${Date.now()}@example.com`);
      await type(page, 'textbox', 'First Name', 'Nora');
      await type(page, 'textbox', 'Last Name', 'Quill');
      await type(page, 'textbox', 'Address', '12 Harbour Lane, Portland, ME');
    },
    async act(page) {
      await (await page.waitForSelector(byAria('button', 'Next'))).click();
      await page.waitForSelector(byAria('textbox', 'Username'), { visible: true });
    },
  },
  'register-payment': {
    async before(page) {
      await page.waitForSelector('.pw-register__tiers button:not([disabled])', { visible: true });
    },
    async act(page) {
      await (await page.waitForSelector('.pw-register__tiers button:not([disabled])')).click();
      // The card form: the sandbox's fields, or Stripe's frame when the app is set up with Stripe.
      await page.waitForSelector('.pw-card-form input, .pw-card-form iframe', { visible: true, timeout: 30_000 });
    },
  },
};

/** A Cookie header's pairs as cookies of `origin`, for a browser's jar. */
export const cookiePairs = (cookie, origin) =>
  cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
  });

/** The figures of one run of a state (the same shape as a navigation's, with no paint metrics). */
export async function auditState(state, { url, port, cookie, reportsTo }) {
  const steps = STATES[state];
  if (!steps) throw new Error(`no such state: ${state}`);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    const screen = screenEmulationMetrics.mobile;
    await page.setUserAgent(userAgents.mobile);
    await page.setViewport({
      width: screen.width,
      height: screen.height,
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    if (cookie) await browser.setCookie(...cookiePairs(cookie, new URL(url).origin));
    await page.goto(url, { waitUntil: 'networkidle0' });
    const shown = new URL(page.url()).pathname;
    if (shown !== new URL(url).pathname) throw new Error(`${url}: the browser ended on ${shown}`);
    await steps.before(page);
    const flow = await startFlow(page, { flags: { logLevel: 'error' } });
    // A timespan has no accessibility or SEO category (the snapshot audits those).
    await flow.startTimespan({
      throttlingMethod: 'devtools',
      onlyCategories: ['performance', 'best-practices'],
      name: `${state}: the click`,
    });
    await steps.act(page);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // late shifts (fonts, lazy parts) count too
    await flow.endTimespan();
    await flow.snapshot({ onlyCategories: CATEGORIES, name: `${state}: as shown` });
    const result = await flow.createFlowResult();
    const [timespan, snapshot] = result.steps.map((step) => step.lhr);
    for (const lhr of [timespan, snapshot]) {
      if (lhr.runtimeError) throw new Error(`${url} (${state}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    reportsTo?.(result);
    return figures(timespan, snapshot);
  } finally {
    await page.close().catch(() => undefined);
    await browser.disconnect();
  }
}

function figures(timespan, snapshot) {
  const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => timespan.audits[id]?.numericValue ?? NaN;
  const failing = (category) =>
    snapshot.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (snapshot.audits[ref.id].score ?? 1) < 1)
      .map((ref) => ref.id);
  const requests = timespan.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    performance: score(timespan, 'performance'),
    accessibility: score(snapshot, 'accessibility'),
    // The lower of the two: the snapshot sees the page as shown, the timespan what happened during the click.
    bestPractices: Math.min(score(snapshot, 'best-practices'), score(timespan, 'best-practices')),
    seo: score(snapshot, 'seo'),
    fcpMs: NaN,
    lcpMs: NaN,
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(value('total-blocking-time')),
    siMs: NaN,
    transferKb: Math.round(requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024),
    jsKb: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024),
    failingAudits: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo')],
    consoleErrors: [],
    timespan: true,
  };
}
