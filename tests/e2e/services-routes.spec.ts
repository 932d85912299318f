import { columnCells, expect, REF, test } from './services-fixtures';

const LISTS = [
  { path: '/dashboard/services', heading: 'All payloads' },
  { path: '/dashboard/services/calls', heading: 'Calls' },
  { path: '/dashboard/services/messages', heading: 'Messages' },
  { path: '/dashboard/services/videos', heading: 'Videos' },
  { path: '/dashboard/services/interviews', heading: 'Interviews' },
  { path: '/dashboard/services/comments', heading: 'Comments' },
  { path: '/dashboard/services/diagnostics', heading: 'Diagnostics' },
];

test.describe('Services routes', () => {
  // One signed-in page loads each list in turn (a new context and sign-in per list bought nothing).
  test('every list loads with its rows', async ({ page }) => {
    for (const { path, heading } of LISTS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // Header row plus at least one data row.
        await expect(page.getByRole('row').nth(1)).toBeVisible();
      });
    }
  });

  test('the calls list shows only calls and opens a call for review', async ({ page }) => {
    await page.goto('/dashboard/services/calls');
    const rows = page.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const types = await (await columnCells(page, 'Type')).allInnerTexts();
    expect(types.length).toBeGreaterThan(3);
    for (const type of types) expect(['Call', 'Aborted call', 'Blocked call']).toContain(type.trim());
    // State badges are drawn from the theme's global rules: a Processed badge is green on a tinted background.
    const processed = page.getByRole('table').getByText('Processed', { exact: true }).first();
    const look = await processed.evaluate((badge) => ({
      background: getComputedStyle(badge).backgroundColor,
      palette: badge.getAttribute('data-palette'),
    }));
    expect(look.palette).toBe('green');
    expect(look.background).not.toMatch(/^rgba\(0, 0, 0, 0\)$|^transparent$/);
    await rows.nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/dashboard\/services\/calls\/[0-9A-Z]{26}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/call/i);
    await expect(page.getByTestId('payload-facts')).toBeVisible();
  });

  test('photos show as a grid of thumbnails from one batch data request', async ({ page }) => {
    const batch = page.waitForRequest(
      (request) => request.url().includes('/api/v1/data?') && request.url().includes('payload_references='),
    );
    await page.goto('/dashboard/services/photos');
    await expect(page.getByRole('heading', { level: 1, name: 'Photos' })).toBeVisible();
    expect(new URL((await batch).url()).searchParams.getAll('payload_references').length).toBeGreaterThan(1);
    await expect(page.getByTestId('photo-card').first()).toBeVisible();
    await expect(page.getByTestId('photo-card').locator('img').first()).toHaveJSProperty('complete', true);
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page).toHaveURL(/view=table/);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });

  test('the per-type counts filter the list through the URL, and Back restores it', async ({ page }) => {
    await page.goto('/dashboard/services');
    const counts = page.getByTestId('type-counts');
    await expect(counts.getByRole('button', { name: /^SMS \d+$/ })).toBeVisible();
    const request = page.waitForRequest(
      (entry) => entry.url().includes('/api/v1/payloads?') && entry.url().includes('types=SMS') && !entry.url().includes('query_result'),
    );
    await counts.getByRole('button', { name: /^SMS/ }).click();
    await request;
    await expect(page).toHaveURL(/types=SMS/);
    await expect((await columnCells(page, 'Type')).first()).toHaveText('SMS');
    await page.goBack();
    await expect(page).not.toHaveURL(/types=/);
  });

  test('every kind of detail shows its content and its audit; a photo shows where it was taken on a map', async ({ page }) => {
    for (const [kind, reference, check] of [
      ['calls', REF.blockedCall, 'blocked-reason'],
      ['messages', REF.mms, 'message-thread'],
      ['videos', REF.video, 'video'],
      ['interviews', REF.interview, 'interview-pauses'],
      ['photos', REF.photo, 'image-viewer-image'],
    ] as const) {
      await test.step(`the ${kind} detail`, async () => {
        await page.goto(`/dashboard/services/${kind}/${reference}`);
        await expect(page.getByTestId(check)).toBeVisible();
        if (kind === 'photos') {
          const map = page.getByTestId('location-map');
          await expect(map).toBeVisible();
          await expect(map).toHaveAccessibleName(/^Map of where it was captured: 51\.50376, -0\.12307$/);
          await expect(map.locator('.leaflet-interactive').first()).toBeVisible();
        }
        await page.getByRole('tab', { name: 'Audit' }).click();
        await expect(page.getByTestId('audit')).toBeVisible();
      });
    }
  });

  test('a comment in the list opens the payload it is about', async ({ page }) => {
    await page.goto('/dashboard/services/comments');
    const row = page.getByRole('row').nth(1);
    const reference = (
      await row
        .locator('td')
        .filter({ hasText: /^[0-9A-Z]{26}$/ })
        .first()
        .innerText()
    ).trim();
    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/services/[a-z]+/${reference}$`));
    await expect(page.getByTestId('payload-facts')).toBeVisible();
  });

  test('an older single-party message shows its legacy reference and the conversation', async ({ page }) => {
    await page.goto(`/dashboard/services/messages/${REF.olderFormSms}`);
    await expect(page.getByText(/Imported from the legacy platform/)).toBeVisible();
    await expect(page.getByTestId('thread-message')).toHaveCount(1);
    await expect(page.getByTestId('payload-facts')).toContainText('Legacy contact');
  });
});
