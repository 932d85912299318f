import { expect, REF, test } from './services-fixtures';

test.describe('Reviewing a payload', () => {
  test('plays a call: the playback position advances', async ({ page }) => {
    await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await expect(play).toBeEnabled();
    await page.getByRole('combobox', { name: 'Playback speed' }).selectOption('0.5');
    await play.click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    const seek = page.getByRole('slider', { name: 'Seek' });
    await expect.poll(async () => Number(await seek.getAttribute('aria-valuenow'))).toBeGreaterThan(0.5);
    await expect(page.getByTestId('waveform-player')).toContainText(/0:0[1-5] \/ 0:05/);
    // Space pauses (the review shortcut) once focus is off the controls.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  });

  test('a comment pinned to a range is a region on the waveform; clicking it seeks there', async ({ page }) => {
    await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
    // The open mock comment is pinned to 3.9 s for 2.2 s; the recording lasts 5 s.
    const comment = page.locator('[data-comment-id="01M5R4X9J865VTYJXNG8HFGVCC"]');
    await expect(comment.getByRole('button', { name: 'Play 0:03–0:06' })).toBeVisible();
    await expect(comment).not.toHaveAttribute('aria-current');
    const region = page.getByTestId('waveform').locator('[part~="region"]').first();
    await expect(region).toHaveAttribute('part', /mark:01M5R4X9J865VTYJXNG8HFGVCC/);
    // Clicked near its end, the region still plays from its start, and its comment is the current one.
    const box = await region.boundingBox();
    await region.click({ position: { x: (box?.width ?? 10) - 4, y: 10 } });
    const seek = page.getByRole('slider', { name: 'Seek' });
    await expect.poll(async () => Number(await seek.getAttribute('aria-valuenow'))).toBe(4);
    await expect(page.getByTestId('waveform-player')).toContainText('0:03 / 0:05');
    await expect(comment).toHaveAttribute('aria-current', 'true');
  });

  test('adds a comment pinned to the recording; Prism accepts the request', async ({ page }) => {
    await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
    const commentsTab = page.getByRole('tab', { name: /^Comments \(\d+\)$/ });
    const openBefore = Number(/\((\d+)\)/.exec((await commentsTab.textContent()) ?? '')?.[1]);
    await page.getByLabel('Comment', { exact: true }).fill('Checked the confirmation <b>here</b> ✅');
    await page.getByText('Pin to a part of the recording').click();
    await page.getByLabel('Start (seconds)').fill('1.5');
    await page.getByLabel('Length (seconds)').fill('2');
    const [request, response] = await Promise.all([
      page.waitForRequest((entry) => entry.method() === 'POST' && entry.url().endsWith(`/api/v1/payloads/${REF.conferenceCall}/comments`)),
      page.waitForResponse((entry) => entry.request().method() === 'POST' && entry.url().endsWith('/comments')),
      page.getByRole('button', { name: 'Add comment' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      message: 'Checked the confirmation <b>here</b> ✅',
      comment_duration: { start_time: 1.5, duration: 2 },
    });
    expect(response.status()).toBe(201);
    await expect(page.getByText('Comment added')).toBeVisible();
    await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('');
    await expect(commentsTab).toHaveText(`Comments (${openBefore + 1})`);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Comments' }).getByText('Checked the confirmation <b>here</b> ✅')).toBeVisible();
    await expect(commentsTab).toHaveText(`Comments (${openBefore + 1})`);
  });

  test('confirms receipt with the button and with r, but not while typing', async ({ page }) => {
    await page.goto(`/dashboard/services/interviews/${REF.interview}`);
    const receipts = () => page.waitForResponse((entry) => entry.request().method() === 'POST' && entry.url().endsWith('/api/v1/receipts'));
    const [viaButton] = await Promise.all([receipts(), page.getByTestId('confirm-receipt').click()]);
    expect(viaButton.status()).toBe(200);
    expect(viaButton.request().postDataJSON()).toEqual({ payload_references: [REF.interview] });
    await expect(page.getByText('Receipt confirmed').first()).toBeVisible();

    let posted = 0;
    page.on('request', (entry) => {
      if (entry.method() === 'POST' && entry.url().endsWith('/api/v1/receipts')) posted += 1;
    });
    await page.getByLabel('Comment', { exact: true }).pressSequentially('r c j k');
    await page.waitForTimeout(500);
    expect(posted).toBe(0);
    await expect(page).toHaveURL(new RegExp(`${REF.interview}$`));

    await page.getByLabel('Comment', { exact: true }).fill('');
    await page.getByLabel('Comment', { exact: true }).blur();
    const [viaKey] = await Promise.all([receipts(), page.keyboard.press('r')]);
    expect(viaKey.status()).toBe(200);

    // c puts the cursor in a new comment, without typing the c.
    await page.keyboard.press('c');
    await expect(page.getByLabel('Comment', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Comment', { exact: true })).toHaveValue('');
  });

  test('restores a deleted payload after confirmation', async ({ page }) => {
    await page.goto(`/dashboard/services/calls/${REF.deletedCall}`);
    await expect(page.getByText('Deleted logically; it can still be restored.')).toBeVisible();
    await page.getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(REF.deletedCall);
    const [response] = await Promise.all([
      page.waitForResponse((entry) => entry.request().method() === 'POST' && entry.url().endsWith(`/payloads/${REF.deletedCall}/restore`)),
      dialog.getByRole('button', { name: 'Restore' }).click(),
    ]);
    expect(response.ok()).toBe(true);
    await expect(page.getByText('Payload restored')).toBeVisible();
  });

  test('j and k step through the list the reviewer came from; ? lists the shortcuts', async ({ page }) => {
    await page.goto('/dashboard/services/calls');
    const rows = page.getByRole('row');
    await expect(rows.nth(2)).toBeVisible();
    const first = await rows.nth(1).getByRole('link').first().getAttribute('href');
    const second = await rows.nth(2).getByRole('link').first().getAttribute('href');
    await rows.nth(1).getByRole('link').first().click();
    await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
    await page.keyboard.press('j');
    await expect(page).toHaveURL(new RegExp(`${second}$`));
    await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
    await page.keyboard.press('k');
    await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
    // Once the call's page has loaded: the help is a popover, which closes when focus moves on.
    await expect(page).toHaveTitle(new RegExp(first!.split('/').pop()!));
    await page.keyboard.press('?');
    await expect(page.getByText('Review shortcuts')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('Confirm receipt');
  });

  test('explains why there is nothing to play', async ({ page }) => {
    await page.goto(`/dashboard/services/calls/${REF.blockedCall}`);
    await expect(page.getByTestId('data-unavailable')).toContainText('A blocked call could not be recorded');
    await expect(page.getByTestId('blocked-reason')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();
  });
});
