/**
 * bench:pages' verdict rows beyond the landings: Lighthouse on the marketplace's catalog and an expert page (issue 16),
 * on two signed-in pages with the demo account's session (issue 12: CLS ≤ 0.02 and the scores).
 */
import { DEMO_ACCOUNT } from '../../server/core/demo-accounts.ts';
import { runLighthouse, type Scores, setBrowserCookies, startChrome } from './lighthouse.ts';

const PERFORMANCE_BUDGET = 95;
const ACCESSIBILITY_BUDGET = 100;
const CLS_BUDGET = 0.02;

const MARKETPLACE_PAGES = ['/experts', '/experts/low-residue-meal-planner'];
const SIGNED_IN_PAGES = ['/navbar/dashboards/personal-1', '/roadmap'];

const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

/** Every cookie sign-in sets (the session and the signed-in hint the static pages read), as Set-Cookie lines. */
async function demoCookies(port: number): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/api/public/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  });
  if (response.status !== 200) throw new Error(`demo sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie();
}

function scoreLine(path: string, scores: Scores, withCls: boolean): string {
  const perf = `performance ${scores.performance} (≥ ${PERFORMANCE_BUDGET}: ${verdict(scores.performance >= PERFORMANCE_BUDGET)})`;
  const a11y = `accessibility ${scores.accessibility} (${ACCESSIBILITY_BUDGET}: ${verdict(scores.accessibility >= ACCESSIBILITY_BUDGET)})`;
  const cls = withCls
    ? `  CLS ${scores.cls.toFixed(3)} (≤ ${CLS_BUDGET}: ${verdict(scores.cls <= CLS_BUDGET)})`
    : `  CLS ${scores.cls.toFixed(3)}`;
  return `  ${path.padEnd(36)} ${perf}  ${a11y}  best practices ${scores.bestPractices}  SEO ${scores.seo}${cls}`;
}

export async function scoreMarketplaceAndSignedIn(port: number): Promise<void> {
  const cookies = await demoCookies(port);
  const chrome = await startChrome();
  try {
    console.log('\nLighthouse 12.8 mobile, marketplace pages (guest):');
    for (const path of MARKETPLACE_PAGES) console.log(scoreLine(path, await runLighthouse(`http://localhost:${port}${path}`), false));
    console.log(`\nLighthouse 12.8 mobile, signed in as ${DEMO_ACCOUNT.email} (the sign-in's cookies in the browser):`);
    await setBrowserCookies(`http://localhost:${port}`, cookies);
    for (const path of SIGNED_IN_PAGES)
      console.log(scoreLine(path, await runLighthouse(`http://localhost:${port}${path}`, { keepCookies: true }), true));
  } finally {
    await chrome.close();
  }
}
