import type { Page } from 'playwright-core';
import { accountDataModalTitles } from '../../apps/web/src/features/account-data/modal-titles.ts';
import { adminModalTitles } from '../../apps/web/src/features/admin-shell/modal-titles.ts';
import { profileModalTitles } from '../../apps/web/src/features/profile/modals/modal-titles.ts';
import { wizardModalTitles } from '../../apps/web/src/features/service-wizard/modal-titles.ts';
import { myDataModalCases, userDeletionModalCases } from '../support/account-data-modal-cases.ts';
import { adminSession, investorWithOrder } from '../support/admin.ts';
import { adminAccountModalCases } from '../support/admin-account-modal-cases.ts';
import { adminAssignmentModalCases } from '../support/admin-assignment-modal-cases.ts';
import { adminInvestorModalCases } from '../support/admin-investor-modal-cases.ts';
import { onboardedFreelancer } from '../support/api.ts';
import { clippedControls } from '../support/clipped.ts';
import { englishLabels } from '../support/english-labels.ts';
import {
  investorOrderModalCases,
  investorOrderModalTitles,
} from '../support/investor-order-modal-cases.ts';
import { horizontalOverflow } from '../support/layout.ts';
import { messagesModalCases, messagesModalTitles } from '../support/messages-modal-cases.ts';
import { profileDetailModalCases } from '../support/profile-detail-modal-cases.ts';
import { profileHistoryModalCases } from '../support/profile-history-modal-cases.ts';
import { profileMediaModalCases } from '../support/profile-media-modal-cases.ts';
import {
  desktop,
  dialogNamed,
  openProfile,
  type ProfileModalCase,
  phone,
  signIn,
  violationsInDialogs,
} from '../support/profile-modals.ts';
import { profileOfferModalCases } from '../support/profile-offer-modal-cases.ts';
import { profileShowcaseModalCases } from '../support/profile-showcase-modal-cases.ts';
import { expect, HARNESS_TIMEOUT_MS, test } from '../support/test.ts';
import { unstyledMantineClasses } from '../support/unstyled.ts';
import { investorAtWizardStep, type WizardModalCase } from '../support/wizard.ts';
import { wizardProductModalCases } from '../support/wizard-product-modal-cases.ts';
import { wizardServiceModalCases } from '../support/wizard-service-modal-cases.ts';
import { offeredFreelancer } from '../support/workspace.ts';
import { workspaceModalCases, workspaceModalTitles } from '../support/workspace-modal-cases.ts';

/**
 * The "every modal" harness (issue 7): every modal of the profile, opened by its owner the way a
 * user opens it (stacked ones above their parent), on a phone (375 px) and then widened to
 * 1280 px, must be a dialog named by its own title, with no serious or critical axe-core
 * violation inside it (checked on the phone) and no horizontal scrolling at either width. A title added to modal-titles.ts without a
 * case here fails the first test: add one to e2e/support/profile-*-modal-cases.ts.
 */

const groups: Record<string, ProfileModalCase[]> = {
  'photos and the about video': profileMediaModalCases,
  'person details': profileDetailModalCases,
  'certificates, experience and education': profileHistoryModalCases,
  'sales tools and services': profileOfferModalCases,
  'videos and the portfolio': profileShowcaseModalCases,
};
const cases = Object.values(groups).flat();

test('every profile modal title has a case', () => {
  const covered = new Set(cases.map((c) => c.title));
  const missing = Object.values(profileModalTitles).filter((title) => !covered.has(title));
  expect(missing).toEqual([]);
  expect(cases.length).toBe(covered.size);
});

const wizardCases: WizardModalCase[] = [...wizardServiceModalCases, ...wizardProductModalCases];

test('every wizard modal title has a case', () => {
  const covered = new Set(wizardCases.map((c) => c.title));
  const missing = Object.values(wizardModalTitles).filter((title) => !covered.has(title));
  expect(missing).toEqual([]);
  expect(wizardCases.length).toBe(covered.size);
});

// One test per group, each with a fresh owner, so a group stays well inside the test timeout.
for (const [group, groupCases] of Object.entries(groups)) {
  test(
    `every modal of ${group}, phone then desktop: titled dialog, axe, no sideways scroll`,
    async ({ page, app }) => {
      const user = await onboardedFreelancer(app.baseUrl);
      await signIn(page, user.token);
      expect(await modalFailures(page, groupCases, openProfile)).toEqual([]);
    },
    HARNESS_TIMEOUT_MS,
  );
}

test(
  'every modal of the service wizard, phone then desktop: titled dialog, axe, no sideways scroll',
  async ({ page, app }) => {
    // On the summary step: a stage, one service and one product, so add and edit both open.
    const investor = await investorAtWizardStep(app.baseUrl, 3);
    await signIn(page, investor.token);
    expect(await modalFailures(page, wizardCases)).toEqual([]);
  },
  HARNESS_TIMEOUT_MS,
);

const adminCases = [
  ...adminInvestorModalCases,
  ...adminAssignmentModalCases,
  ...adminAccountModalCases,
];

test('every admin modal title has a case', () => {
  const covered = new Set(adminCases.map((c) => c.title));
  const missing = Object.values(adminModalTitles).filter((title) => !covered.has(title));
  expect(missing).toEqual([]);
  expect(adminCases.length).toBe(covered.size);
});

test(
  'every modal of the admin panel, phone then desktop: titled dialog, axe, no sideways scroll',
  async ({ page, app }) => {
    // Each case arranges its own investor or order through the API and opens its screen.
    const admin = await adminSession(app);
    await signIn(page, admin.token);
    const opened = adminCases.map(({ title, open }) => ({
      title,
      open: (on: Page) => open(on, { app, admin }),
    }));
    expect(await modalFailures(page, opened)).toEqual([]);
  },
  HARNESS_TIMEOUT_MS,
);

// The data-rights modals (issue 12): a freelancer's own from the user menu, an admin's from a
// row of the freelancers' table.
const accountDataCases = [...myDataModalCases, ...userDeletionModalCases];

test('every data-rights modal title has a case', () => {
  const covered = new Set(accountDataCases.map((c) => c.title));
  const missing = Object.values(accountDataModalTitles).filter((title) => !covered.has(title));
  expect(missing).toEqual([]);
  expect(accountDataCases.length).toBe(covered.size);
});

test(
  'every data-rights modal of a freelancer, phone then desktop: titled dialog, axe, no sideways scroll',
  async ({ page, app }) => {
    const user = await onboardedFreelancer(app.baseUrl);
    await signIn(page, user.token);
    expect(await modalFailures(page, myDataModalCases, openProfile)).toEqual([]);
  },
  HARNESS_TIMEOUT_MS,
);

test(
  'every data-rights modal of an admin, phone then desktop: titled dialog, axe, no sideways scroll',
  async ({ page, app }) => {
    const admin = await adminSession(app);
    await signIn(page, admin.token);
    const opened = userDeletionModalCases.map(({ title, open }) => ({
      title,
      open: (on: Page) => open(on, { app, admin }),
    }));
    expect(await modalFailures(page, opened)).toEqual([]);
  },
  HARNESS_TIMEOUT_MS,
);

// The freelancer's workspace (issue 25): a freelancer with an offer waiting, from Pulpit.
test('every workspace modal title has a case', () => {
  const covered = new Set(workspaceModalCases.map((c) => c.title));
  const missing = Object.values(workspaceModalTitles).filter((title) => !covered.has(title));
  expect(missing).toEqual([]);
  expect(workspaceModalCases.length).toBe(covered.size);
});

test(
  'every modal of the freelancer workspace, phone then desktop: titled dialog, axe, no sideways scroll',
  async ({ page, app }) => {
    const { freelancer } = await offeredFreelancer(app);
    await signIn(page, freelancer.token);
    expect(await modalFailures(page, workspaceModalCases)).toEqual([]);
  },
  HARNESS_TIMEOUT_MS,
);

// The conversations (issue 26): the admin deletes an own message and hides the investor's.
test('every conversation modal title has a case', () => {
  const covered = new Set(messagesModalCases.map((c) => c.title));
  const missing = Object.values(messagesModalTitles).filter((title) => !covered.has(title));
  expect(missing).toEqual([]);
  expect(messagesModalCases.length).toBe(covered.size);
});

test(
  'every modal of the conversations, phone then desktop: titled dialog, axe, no sideways scroll',
  async ({ page, app }) => {
    const admin = await adminSession(app);
    await signIn(page, admin.token);
    const opened = messagesModalCases.map(({ title, open }) => ({
      title,
      open: (on: Page) => open(on, { app, admin }),
    }));
    expect(await modalFailures(page, opened)).toEqual([]);
  },
  HARNESS_TIMEOUT_MS,
);

// The investor's orders (issue 27): 'Zamów ponownie' on a realised order, from 'Moje zlecenia'.
test('every investor order modal title has a case', () => {
  const covered = new Set(investorOrderModalCases.map((c) => c.title));
  const missing = Object.values(investorOrderModalTitles).filter((title) => !covered.has(title));
  expect(missing).toEqual([]);
  expect(investorOrderModalCases.length).toBe(covered.size);
});

test(
  'every modal of the investor’s orders, phone then desktop: titled dialog, axe, no sideways scroll',
  async ({ page, app }) => {
    const { investor } = await investorWithOrder(app, 'REALIZED');
    await signIn(page, investor.token);
    expect(await modalFailures(page, investorOrderModalCases)).toEqual([]);
  },
  HARNESS_TIMEOUT_MS,
);

/**
 * Opens each modal as a user does, on a phone (where a layout fixed at mount time would show),
 * then widened, and lists what fails: no dialog named by its title, an axe violation inside it,
 * sideways scrolling. `before` runs ahead of each case (e.g. opening the page afresh).
 */
async function modalFailures(
  page: Page,
  modals: readonly { title: string; open: (page: Page) => Promise<void> }[],
  before?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const failures: string[] = [];
  for (const modal of modals) {
    await page.setViewportSize(phone);
    try {
      await before?.(page);
      await modal.open(page);
      if (!(await dialogNamed(page, modal.title).isVisible())) {
        failures.push(`${modal.title}: no dialog named so`);
      }
      for (const viewport of [phone, desktop]) {
        const at = `${modal.title} @${viewport.width}px`;
        if (viewport !== phone) await page.setViewportSize(viewport);
        // axe once, on the phone: a dialog holds the same elements at both widths, and the run
        // at 1280 px found nothing the phone's had not while costing a tenth of this harness.
        const violations = viewport === phone ? await violationsInDialogs(page) : [];
        for (const violation of violations) {
          failures.push(
            `${at}: axe ${violation.impact} ${violation.id} on ${violation.targets.join(' | ')}; ${violation.example}`,
          );
        }
        const { overflow, culprits } = await horizontalOverflow(page);
        if (overflow > 0) failures.push(`${at}: ${overflow} px too wide: ${culprits.join('; ')}`);
        for (const part of await unstyledMantineClasses(page)) {
          failures.push(`${at}: ${part} has no loaded stylesheet`);
        }
        // Issue 28: a control's label or value is never cut ('Wyższy średniozaawansowa…').
        for (const cut of await clippedControls(page, '[role="dialog"]'))
          failures.push(`${at}: cut text: ${cut}`);
        for (const label of await englishLabels(page, '[role="dialog"]')) {
          failures.push(`${at}: English screen-reader text: ${label}`);
        }
      }
    } catch (error) {
      failures.push(`${modal.title}: could not be checked: ${String(error).split('\n')[0]}`);
    }
  }
  return failures;
}
