import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoProfile } from '../../src/content/demoUserData';
import { axeViolations } from '../support/axe';
import { describeInBrowser, useBrowser, waitForHydration, type RecordedPage } from '../support/browser';
import { wordsOf } from '../support/words';

const demoUser = wordsOf('en', 'demoUser');

/** Arguments of every console.log call, as values (the text preview truncates objects). */
function recordLogs(page: Page): unknown[][] {
  const logs: unknown[][] = [];
  page.on('console', (message) => {
    if (message.type() !== 'log') return;
    void Promise.all(message.args().map((arg) => arg.jsonValue())).then((args) => logs.push(args));
  });
  return logs;
}

async function expectCleanPage({ errors, cspViolations }: RecordedPage) {
  expect(errors).toEqual([]);
  expect(await cspViolations()).toEqual([]);
}

/**
 * Checks a show-password toggle flips its input's type and its pressed state, and keeps its name:
 * a screen reader hears "Show password, toggle button, pressed", never a new name and a pressed
 * state that contradict each other.
 */
async function expectPasswordToggle(page: Page, inputId: string, fieldName: string) {
  const input = page.locator(`#${inputId}`);
  const toggle = page.locator(`button[aria-controls="${inputId}"]`);
  expect(await input.getAttribute('type')).toBe('password');
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  expect(await toggle.getAttribute('aria-label')).toBe(`Show ${fieldName}`);
  await toggle.click();
  expect(await input.getAttribute('type')).toBe('text');
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  expect(await toggle.getAttribute('aria-label')).toBe(`Show ${fieldName}`);
  await toggle.click();
  expect(await input.getAttribute('type')).toBe('password');
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  expect(await toggle.getAttribute('aria-label')).toBe(`Show ${fieldName}`);
}

describeInBrowser('demo sign-in', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('shows and hides the password', async () => {
    const recorded = await harness.newPage();
    await recorded.page.goto(`${harness.url}/signin`);
    await waitForHydration(recorded.page);
    await expectPasswordToggle(recorded.page, 'signin-password', 'password');
    await expectCleanPage(recorded);
    await recorded.close();
  });

  it('lets the browser block empty required fields, then logs a valid form and stays on the page', async () => {
    const recorded = await harness.newPage();
    const { page, messages } = recorded;
    const logs = recordLogs(page);
    await page.goto(`${harness.url}/signin`);
    await waitForHydration(page);
    const submit = page.getByRole('button', { name: 'Sign In', exact: true });

    await submit.click();
    expect(await page.locator('#signin-email:invalid').count()).toBe(1);
    await page.fill('#signin-email', 'alex@example.com');
    await submit.click();
    expect(await page.locator('#signin-password:invalid').count()).toBe(1);
    expect(messages.filter((message) => message.startsWith('log:'))).toEqual([]);

    await page.fill('#signin-password', 'hunter2 & more');
    await page.getByLabel('Remember me').check();
    await submit.click();
    await expect.poll(() => logs.length).toBe(1);
    expect(logs[0]).toEqual(['Sign in', { email: 'alex@example.com', password: 'hunter2 & more', rememberMe: true }]);
    expect(messages.some((message) => message.startsWith('log: Sign in'))).toBe(true);
    expect(page.url()).toBe(`${harness.url}/signin`);
    await page.getByRole('status').filter({ hasText: 'Demo only' }).waitFor();
    await expectCleanPage(recorded);
    await recorded.close();
  });
});

describeInBrowser('demo sign-up', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('toggles each password field on its own and starts with the newsletter box checked', async () => {
    const recorded = await harness.newPage();
    const { page } = recorded;
    await page.goto(`${harness.url}/signup`);
    await waitForHydration(page);
    expect(await page.getByLabel('Send me earning tips and platform updates').isChecked()).toBe(true);
    await expectPasswordToggle(page, 'signup-password', 'password');
    await page.locator('button[aria-controls="signup-password"]').click();
    expect(await page.locator('#signup-confirm-password').getAttribute('type')).toBe('password');
    await expectPasswordToggle(page, 'signup-confirm-password', 'confirm password');
    expect(await page.locator('#signup-password').getAttribute('type')).toBe('text');
    await expectCleanPage(recorded);
    await recorded.close();
  });

  it('needs every required field and the agreement, then logs the seven fields and stays on the page', async () => {
    const recorded = await harness.newPage();
    const { page, messages } = recorded;
    const logs = recordLogs(page);
    await page.goto(`${harness.url}/signup`);
    await waitForHydration(page);
    const submit = page.getByRole('button', { name: 'Create Account', exact: true });

    await submit.click();
    expect(await page.locator('#signup-first-name:invalid').count()).toBe(1);
    await page.fill('#signup-first-name', 'Zoë');
    await page.fill('#signup-last-name', 'Ng');
    await page.fill('#signup-email', 'zoe@example.com');
    await page.fill('#signup-password', 'abc');
    await page.fill('#signup-confirm-password', 'different');
    await submit.click();
    const agreement = page.getByRole('checkbox', { name: /I agree to the/ });
    expect(await agreement.evaluate((box: HTMLInputElement) => box.matches(':invalid'))).toBe(true);
    expect(messages.filter((message) => message.startsWith('log:'))).toEqual([]);

    await agreement.check();
    await submit.click();
    await expect.poll(() => logs.length).toBe(1);
    expect(logs[0]).toEqual([
      'Sign up',
      {
        firstName: 'Zoë',
        lastName: 'Ng',
        email: 'zoe@example.com',
        password: 'abc',
        confirmPassword: 'different',
        agreeToTerms: true,
        subscribeNewsletter: true,
      },
    ]);
    expect(page.url()).toBe(`${harness.url}/signup`);
    await expectCleanPage(recorded);
    await recorded.close();
  });

  it('shows the side panel from the large breakpoint only', async () => {
    const wide = await harness.newPage({ viewport: { width: 1280, height: 800 } });
    await wide.page.goto(`${harness.url}/signup`);
    expect(await wide.page.getByRole('heading', { name: 'Join 50,000+ AI Trainers' }).isVisible()).toBe(true);
    await wide.close();
    const narrow = await harness.newPage({ viewport: { width: 375, height: 740 } });
    await narrow.page.goto(`${harness.url}/signup`);
    expect(await narrow.page.getByRole('heading', { name: 'Join 50,000+ AI Trainers' }).isVisible()).toBe(false);
    await narrow.close();
  });
});

describeInBrowser('demo dashboard', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('switches the earnings period: one button pressed, the figure and the chart follow', async () => {
    const recorded = await harness.newPage();
    const { page } = recorded;
    await page.goto(`${harness.url}/dashboard`);
    await waitForHydration(page);
    const group = page.getByRole('group', { name: 'Earnings period' });
    const panel = page.locator('section[aria-labelledby="earnings-title"]');
    const figure = panel.locator('p[aria-live] strong');
    const chart = panel.getByRole('img');
    const pressed = () => group.locator('button[aria-pressed="true"]').allTextContents();

    expect(await pressed()).toEqual(['Week']);
    expect(await figure.textContent()).toBe('$156.80');
    const chartBox = await chart.boundingBox();

    for (const [label, total, chartStart, bars] of [
      ['Day', '$24.50', 'Earnings by hour today: 8 AM $2.50', 7],
      ['Month', '$642.30', 'Earnings by week this month: Week 1 $148.60', 4],
      ['Week', '$156.80', 'Earnings by day this week: Mon $18.20', 7],
    ] as const) {
      await group.getByRole('button', { name: label }).click();
      expect(await pressed()).toEqual([label]);
      await expect.poll(() => figure.textContent()).toBe(total);
      expect(await chart.getAttribute('aria-label')).toMatch(new RegExp(`^${chartStart.replace(/\$/g, '\\$')}`));
      expect(await chart.locator('rect').count()).toBe(bars);
      expect(await chart.boundingBox()).toEqual(chartBox);
    }
    await expectCleanPage(recorded);
    await recorded.close();
  });

  it('shows the next achievement as a progress bar of 5 out of 7', async () => {
    const recorded = await harness.newPage();
    const { page } = recorded;
    await page.goto(`${harness.url}/dashboard`);
    const bar = page.getByRole('progressbar', { name: 'Weekly Warrior' });
    expect(await bar.evaluate((element: HTMLProgressElement) => [element.value, element.max])).toEqual([5, 7]);
    await recorded.close();
  });
});

describeInBrowser('demo profile', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it('enters edit mode, and leaving it by Save or by the close icon keeps the demo values', async () => {
    const recorded = await harness.newPage();
    const { page } = recorded;
    await page.goto(`${harness.url}/profile`);
    await waitForHydration(page);
    const edit = page.getByRole('button', { name: 'Edit Profile' });
    const firstName = page.getByLabel('First Name');
    const name = page.locator('#profile-name');

    for (const leave of ['Save Changes', 'Close edit mode']) {
      expect(await edit.getAttribute('aria-expanded')).toBe('false');
      // Hidden, not gone: the form is built once the page is idle and laid out with the page, so
      // that opening it only paints; closed, it takes no room and no reader reaches its fields.
      expect(await firstName.isVisible()).toBe(false);
      expect(await page.getByRole('textbox', { name: 'First Name' }).count()).toBe(0);
      expect(
        await page.locator('#profile-edit-form').evaluate((form) => {
          const frame = form.closest('section')!;
          const { paddingBottom, borderBottomWidth } = getComputedStyle(frame);
          const below =
            form.previousElementSibling!.getBoundingClientRect().bottom + parseFloat(paddingBottom) + parseFloat(borderBottomWidth);
          return {
            visibility: getComputedStyle(form).visibility,
            fieldLaidOut: form.querySelector('input')!.getBoundingClientRect().width > 0,
            room: frame.getBoundingClientRect().bottom - below,
          };
        }),
      ).toEqual({ visibility: 'hidden', fieldLaidOut: true, room: 0 });
      await edit.click();
      await expect.poll(() => edit.getAttribute('aria-expanded')).toBe('true');
      expect(await firstName.inputValue()).toBe(demoProfile.firstName);
      for (const [label, value] of [
        ['Last Name', demoProfile.lastName],
        ['Email', demoProfile.email],
        ['Phone', demoProfile.phone],
        ['Location', demoUser.demoProfile.location],
        ['Bio', demoUser.demoProfile.bio],
      ] as const) {
        expect(await page.getByLabel(label, { exact: true }).inputValue(), label).toBe(value);
      }
      await expect.poll(() => firstName.evaluate((input) => input === document.activeElement)).toBe(true);
      await firstName.fill('Changed');
      await page.getByRole('button', { name: leave }).click();
      expect(await firstName.isVisible()).toBe(false);
      expect(await edit.getAttribute('aria-expanded')).toBe('false');
      expect(await edit.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await name.textContent()).toBe(`${demoProfile.firstName} ${demoProfile.lastName}`);
      await edit.click();
      expect(await firstName.inputValue()).toBe(demoProfile.firstName);
      await edit.click();
    }
    await expectCleanPage(recorded);
    await recorded.close();
  });

  it('marks exactly two badges, Image Pro and Elite Earner, as not earned', async () => {
    const recorded = await harness.newPage();
    const { page } = recorded;
    await page.goto(`${harness.url}/profile`);
    const badges = page.locator('section[aria-labelledby="badges-title"] li');
    expect(await badges.count()).toBe(8);
    const notEarned = badges.filter({ hasText: 'Not earned' });
    expect(await notEarned.locator('h3').allTextContents()).toEqual(['Image Pro', 'Elite Earner']);
    expect(await badges.filter({ hasNotText: 'Not earned' }).filter({ hasText: 'Earned' }).count()).toBe(6);
    await recorded.close();
  });
});

describeInBrowser('demo account screens: accessibility', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  // Every route is swept as served (tests/e2e/accessibility.test.ts); this is the profile's edit mode.
  for (const width of [375, 1280]) {
    it(`has no axe violations in profile edit mode at ${width} px`, async () => {
      const recorded = await harness.newPage({ viewport: { width, height: 800 } });
      const { page } = recorded;
      await page.goto(`${harness.url}/profile`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectCleanPage(recorded);
      await recorded.close();
    });
  }
});
