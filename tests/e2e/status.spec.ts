/**
 * Issue 12, point 3: /status shows what the server's scheduled checks stored (the server under test checks at
 * start), with 90 daily bars per component; no console error on the way.
 */
import { expect, settled, test } from './support/test.ts';

test('the status page shows the stored checks and notes: every component operational, today green, 90 days of bars', async ({ page }) => {
  const { data } = (await (await page.request.get('/api/status')).json()) as { data: { notes: Array<{ title: string }> } };
  await page.goto('/status');
  await expect(page.getByText('All checks pass')).toBeVisible({ timeout: 30_000 });
  for (const name of ['API', 'Database', 'E-mail', 'Live updates']) {
    const item = page.locator('.status-board__item', { has: page.getByRole('heading', { name, exact: true }) });
    await expect(item.locator('.status-board__state')).toContainText('Operational');
    await expect(item.locator('.status-board__bar')).toHaveCount(90);
    await expect(item.locator('.status-board__bar').last()).toHaveAttribute('data-day', 'up');
    // The server under test has checked for one day: the share says since when, not "over 90 days".
    await expect(item.locator('.status-board__uptime')).toHaveText(/^100 % since /);
  }
  // The notes are what is stored (other specs write some on this shared server; read before the page, so every one
  // is on it): none reads as the plain sentence.
  if (data.notes.length === 0) await expect(page.getByText('No incidents or maintenance in the last 90 days.')).toBeVisible();
  else for (const note of data.notes) await expect(page.locator('.status-board__notes').getByText(note.title).first()).toBeVisible();
  await settled(page);
});
