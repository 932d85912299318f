import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from './support/fixtures';
import { signInAs } from './support/session';

/** Payloads of the mock examples the Services specs use. */
export const REF = {
  conferenceCall: '01M5N870AFCN5Y08N436AWKKQ7',
  callWithScriptContact: '01M460474WE3EH9MCTQ4HYMDM5',
  callWithImgContact: '01M4N7CJ4D751GW2XCB33MDG2E',
  deletedCall: '01M4D61EVSHX2F0V8GHKHWZ8WT',
  blockedCall: '01M69HC8YZ6HXTQAEHZJ5GNV58',
  mms: '01M5FKAB2F25N1K1SKXGMFQ8DX',
  olderFormSms: 'ddfc2bbb-ec40-4fc2-852a-34521ad652a4',
  interview: '01M51MJ4CE0G1H73BNN5SGBYC5',
  interviewHtmlNotes: '01M5CX15MV6X6MMFNWZGXKYS4S',
  photo: '01M5R4AR69HPE8YQAN4JJ0R7E1',
  photoImgNotes: '01M4MQCV6J7FPH0RCYDJVM9EJD',
  video: '01M45DQ1FVEYXTY1W3G9TKPGF9',
} as const;

/** Signed in as acme with the terms accepted (the shared guard watches the page). */
export const test = base.extend<{ signedIn: void }>({
  signedIn: [
    async ({ context }, provide) => {
      await signInAs(context, 'acme');
      await provide();
    },
    { auto: true },
  ],
});

export { expect };

/** A row's cell of the list's column headed `name`, as a selector (found by its heading: a selection column may come first). */
export async function columnCell(page: Page, name: string): Promise<string> {
  await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === name) + 1;
  expect(index, `the list has a ${name} column`).toBeGreaterThan(0);
  return `td:nth-child(${index})`;
}

/** The body cells of the list's column headed `name`. */
export async function columnCells(page: Page, name: string): Promise<Locator> {
  return page.locator(`tbody [role=row] ${await columnCell(page, name)}`);
}
