import type { Page } from 'playwright-core';
import { control, field } from '../support/flows.ts';
import { atStep } from '../support/onboarding.ts';
import { seen } from '../support/screen.ts';
import { expect, test } from '../support/test.ts';

/**
 * The phone of the temporary investor's registration (issue 6, screen 8): a whole number
 * autofilled or pasted with `0048`, `+48` or separators reads `+48 511-222-333`, and typing digit
 * by digit still works.
 */

async function registrationPhone(page: Page) {
  await page.goto('/investor/start');
  await control(page, 'Nie wiem jak zdefiniować usługę').click();
  await atStep(page, 1, 8);
  // Leaving while a request runs would count as a failed call and end the session.
  await page.waitForLoadState('networkidle');
  await page.goto('/investor/onboarding/summary');
  return seen(field(page, 'Telefon'));
}

test('autofilled, pasted and typed numbers all become +48 511-222-333', async ({ page }) => {
  const phone = await registrationPhone(page);

  // `fill` replaces the value in one input event, as the browser's autofill does.
  for (const autofilled of ['0048511222333', '+48 511 222 333', '48 (511) 222-333']) {
    await phone.fill(autofilled);
    expect(await phone.inputValue(), autofilled).toBe('+48 511-222-333');
  }

  // A paste inserts the clipboard's text at the caret in one go.
  for (const pasted of ['0048511222333', '+48 511 222 333']) {
    await phone.fill('');
    await phone.focus();
    await page.keyboard.insertText(pasted);
    expect(await phone.inputValue(), pasted).toBe('+48 511-222-333');
  }

  await phone.fill('');
  await phone.pressSequentially('511222333');
  await expect.poll(() => phone.inputValue()).toBe('+48 511-222-333');
});
