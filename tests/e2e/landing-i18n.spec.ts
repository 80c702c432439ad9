import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { NODE_PORT } from './support/ports.ts';
import { tenantById } from './support/site.ts';

/**
 * Landing and marketing pages in other languages, in Chromium against `npm start`: the translated hero, the
 * document's language and direction, the translated <title>, prices formatted for the locale, the mirrored layout
 * in Arabic, and the English pages unchanged. The expected strings are written out on purpose: a change to a
 * translation has to be a deliberate change here too.
 */
const origin = (sub: string) => `http://${sub}localhost:${NODE_PORT}`;

async function expectDocument(page: Page, lang: string, dir: 'ltr' | 'rtl') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

/**
 * Script files a page loads besides the plain site script every page has (src/pwa/client: theme, progress bar,
 * service worker; no framework): landing pages load none in any language.
 */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !/^\/_astro\/PageFeedback\.[^/]+\.js$/.test(new URL(request.url()).pathname)) {
      scripts.push(request.url());
    }
  });
  return scripts;
}

test('/fr/ on the main host: French hero, lang and title, no script file', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto(`${origin('')}/fr/`, { waitUntil: 'load' });
  await expectDocument(page, 'fr', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dites-en moins, faites-en plus. Engagez des experts IA qui vont jusqu’au bout.',
  );
  await expect(page).toHaveTitle('Agentic Experts — engagez des experts IA qui font le travail');
  await expect(page.getByRole('link', { name: 'Créer un compte gratuit' }).first()).toHaveAttribute('href', '/fr/auth/signup-1');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Tarifs' })).toHaveAttribute(
    'href',
    '/fr/marketing-3',
  );
  expect(scripts).toEqual([]);
});

test('/ar/ on the main host: Arabic hero, right-to-left document and mirrored layout', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin('')}/ar/`, { waitUntil: 'load' });
  await expectDocument(page, 'ar', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('قل أقل، وأنجز أكثر. وظّف خبراء ذكاء اصطناعي يُتمّون العمل.');
  await expect(page).toHaveTitle('Agentic Experts — وظّف خبراء ذكاء اصطناعي يُنجزون العمل');
  await expect(page.getByRole('link', { name: 'Agentic Experts، الصفحة الرئيسية' })).toBeVisible();
  // Logical properties put the brand at the inline start, which is the right-hand side in Arabic.
  const brand = await page.locator('.site-header .brand').boundingBox();
  const actions = await page.locator('.site-header .hdr-guest').boundingBox();
  expect(brand && actions && brand.x > actions.x, 'brand right of the account actions').toBe(true);
  // The hero illustration is mirrored for rtl.
  expect(await page.locator('.hero-art').evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
});

test("/de/CrohnsLanding on crohns.localhost: the variant in German with the tenant's German title", async ({ page }) => {
  await page.goto(`${origin('crohns.')}/de/CrohnsLanding`, { waitUntil: 'load' });
  await expectDocument(page, 'de', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weniger Rätselraten zwischen den Arztterminen bei Morbus Crohn');
  await expect(page).toHaveTitle("Crohn's Companion — KI-Unterstützung im Alltag mit Morbus Crohn");
  await expect(
    page.getByText('Ein unabhängiger Dienst für Menschen mit Morbus Crohn. Er ersetzt nicht die Beratung durch Ihr Behandlungsteam.'),
  ).toBeVisible();
});

test('/fr/marketing-3 shows the plans with prices formatted for French and the host in the hire page heading', async ({ page }) => {
  await page.goto(`${origin('')}/fr/marketing-3`);
  const money = new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  await expect(page.locator('.plan-price strong')).toHaveText([money.format(0), money.format(20), money.format(16)]);
  await expect(page.getByRole('heading', { level: 3, name: 'Équipe' })).toBeVisible();
  await expect(page.getByText(`Jusqu’à ${new Intl.NumberFormat('fr').format(500)} tâches d’agent par mois`)).toBeVisible();
  await page.goto(`${origin('')}/zh-CN/marketing-1`);
  await expectDocument(page, 'zh-CN', 'ltr');
  await expect(page.getByRole('heading', { level: 2, name: '可在 Agentic Experts 聘请的专家' })).toBeVisible();
});

test("the English pages still show today's English", async ({ page }) => {
  await page.goto(`${origin('')}/`);
  await expectDocument(page, 'en', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Say less, do more. Hire AI experts who finish the work.');
  await expect(page).toHaveTitle(tenantById('main').title);
  await expect(page.getByRole('link', { name: 'Agentic Experts, home page' })).toBeVisible();
  await page.goto(`${origin('crohns.')}/CrohnsLanding`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Less guesswork between appointments with Crohn's");
  await expect(page).toHaveTitle(tenantById('crohns').title);
  await page.goto(`${origin('')}/marketing-3`);
  await expect(page.locator('.plan-price strong')).toHaveText(['$0', '$20', '$16']);
  await expect(page.getByText('Up to 500 agent tasks a month')).toBeVisible();
  await page.goto(`${origin('pubschool.')}/marketing-1`);
  await expect(page.getByRole('heading', { level: 2, name: 'Experts you can hire on PubSchool AI' })).toBeVisible();
});
