import { expect, test } from './support/test.ts';
import { NODE_PORT } from './support/ports.ts';
import { decodeEntities } from './support/site.ts';

/**
 * The "pages" area in other languages: not-found, error, status, workspace, wizard and starter pages are served
 * translated, Arabic pages are right to left with their arrows mirrored, and the English not-found page keeps the
 * spec's exact words. Protected pages are checked on their prebuilt HTML (the guard only runs in a browser) or in
 * the browser with a session hint.
 */
const origin = `http://localhost:${NODE_PORT}`;
const html = async (request: import('@playwright/test').APIRequestContext, path: string) => {
  const response = await request.get(`${origin}${path}`);
  expect(response.status(), path).toBe(200);
  return decodeEntities(await response.text());
};

test('an unknown path under /fr/ answers 404 with the French not-found page', async ({ consoleGuard, page }) => {
  // The 404 is the answer under test; Chromium logs it.
  consoleGuard.allowPageStatus({ path: '/fr/some-missing-page', status: 404 });
  const response = await page.goto(`${origin}/fr/some-missing-page`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous n’avons pas trouvé cette page');
  await expect(page.getByRole('link', { name: 'Revenir en arrière' })).toHaveAttribute('href', '/fr/');
  await expect(page.getByText("We couldn't find that page")).toHaveCount(0);
});

test("the English not-found page keeps the spec's heading, body and button", async ({ consoleGuard, page }) => {
  // The 404 is the answer under test; Chromium logs it.
  consoleGuard.allowPageStatus({ path: '/no/such/page', status: 404 });
  const response = await page.goto(`${origin}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
  await expect(
    page.getByText("Looks like we couldn't find that page. Please try again or contact an administrator if the problem persists."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take me Back' })).toBeVisible();
});

test('/ar/status is right to left with Arabic headings, and the footer link says so too', async ({ page }) => {
  await page.goto(`${origin}/ar/status`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('حالة الخدمة');
  // The live board (StatusBoard island) names each checked component in Arabic.
  await expect(page.getByRole('heading', { level: 2, name: 'قاعدة البيانات' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'البريد الإلكتروني' })).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: 'حالة الخدمة' })).toHaveAttribute('href', '/ar/status');
  // Right to left: the heading starts at the right edge of its column.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(heading!.x + heading!.width).toBeGreaterThan(main!.x + main!.width - 80);
});

test('/es-MX/error/page-2 is the maintenance page in Mexican Spanish', async ({ page }) => {
  await page.goto(`${origin}/es-MX/error/page-2`);
  await expect(page.getByText('503', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estamos en mantenimiento');
  await expect(page.getByText('El servicio no está disponible por el momento. Inténtalo de nuevo más tarde.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Consultar el estado del servicio' })).toHaveAttribute('href', '/es-MX/status');
  await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es-MX/');
});

test('workspace, wizard and starter pages are prebuilt in their language', async ({ request }) => {
  const hitl = await html(request, '/de/HITL');
  expect(hitl).toMatch(/<h1[^>]*>Prüfwarteschlange<\/h1>/);
  expect(hitl).toContain('Ihre Prüfwarteschlange wird geladen…');
  expect(hitl).not.toContain('Waiting for review');

  const messaging = await html(request, '/ar/messaging-v1');
  expect(messaging).toMatch(/<html[^>]+dir="rtl"/);
  expect(messaging).toContain('لا توجد محادثات بعد');

  const details = await html(request, '/zh-CN/wizard-v1/project-details');
  expect(details).toContain('第 2 步，共 6 步：提供的帮助');
  expect(details).toContain('告诉使用者这位专家能做什么');

  const starter = await html(request, '/fr/starters/navbar-blank-page-1');
  expect(starter).toContain('Page pleine largeur dans le cadre avec barre de navigation.');
  expect(starter).toMatch(/<code dir="ltr"[^>]*>contract\/routes\.ts<\/code>/);

  const roadmap = await html(request, '/es/roadmap');
  expect(roadmap).toContain('Lo que estamos construyendo, en el orden en que lo construimos.');
});
