import { test as base, expect as baseExpect, type Page } from '@playwright/test';
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

/** Problems a page must never show: script errors, console errors and dialogs (alert() from injected text). */
export interface PageProblems {
  errors: string[];
  dialogs: string[];
}

function watch(page: Page): PageProblems {
  const problems: PageProblems = { errors: [], dialogs: [] };
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    problems.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return problems;
}

/** Signed in as acme with the terms accepted; fails the test on console errors or dialogs. */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page, context }, provide, testInfo) => {
    // Lists parse every row of the mock's answers; on a busy machine that takes a while.
    testInfo.setTimeout(Math.max(testInfo.timeout, 90_000));
    await signInAs(context, 'acme');
    const problems = watch(page);
    await provide(problems);
    expect(problems.dialogs, 'no dialog may open').toEqual([]);
    expect(problems.errors, 'no console or script errors').toEqual([]);
  },
});

/** Assertions wait up to 30 s: the config's 10 s is tight for a cold page on a machine shared by several test runs. */
export const expect = baseExpect.configure({ timeout: 30_000 });
