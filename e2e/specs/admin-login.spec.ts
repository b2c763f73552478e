import { logInThroughForm } from '../support/flows.ts';
import { atPath } from '../support/screen.ts';
import { test } from '../support/test.ts';

test('the bootstrap admin logs in and lands on /admin', async ({ page, app }) => {
  await logInThroughForm(page, app.adminEmail, app.adminPassword);
  await atPath(page, '/admin');
});
