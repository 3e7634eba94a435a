import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountSettings, badges, dashboardStats, earningsSeries, quickActions } from '../../src/content/demoUserData';
import { htmlText } from '../support/html';
import { sharedSiteUrl } from '../support/server';
import { messagesIn, wordsOf } from '../support/words';

const account = wordsOf('en', 'account');
const demoUser = wordsOf('en', 'demoUser');
const shellEs = wordsOf('es', 'shell');
const demoUserEs = wordsOf('es', 'demoUser');
const accountEs = wordsOf('es', 'account');

const joinPanelWords = account.joinPanel;
const { dashboard, demoProfile, profile } = demoUser;

let app: string;
beforeAll(async () => {
  app = sharedSiteUrl();
});

/** The server-rendered <main> of a route. */
async function mainOf(path: string): Promise<string> {
  const res = await request(app).get(path);
  expect(res.status).toBe(200);
  return res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>'));
}

function expectTexts(html: string, texts: readonly string[]) {
  for (const text of texts) expect(html, text).toContain(htmlText(text));
}

/*
 * WCAG 1.3.5: every field that asks about the visitor names its purpose with an autocomplete
 * token, so browsers fill it and assistive tools can mark it. (A subject, a message, a project
 * description are not about the visitor: they need none.)
 */
describe('fields about the visitor', () => {
  const PURPOSES: Record<string, Record<string, string>> = {
    '/signin': { 'signin-email': 'email', 'signin-password': 'current-password' },
    '/signup': {
      'signup-first-name': 'given-name',
      'signup-last-name': 'family-name',
      'signup-email': 'email',
      'signup-password': 'new-password',
      'signup-confirm-password': 'new-password',
    },
    '/community': { 'support-name': 'name', 'support-email': 'email' },
    '/business': {
      'quote-companyName': 'organization',
      'quote-contactName': 'name',
      'quote-email': 'email',
      'quote-phone': 'tel',
      'quote-website': 'url',
    },
  };
  it.each(Object.entries(PURPOSES))('%s names each one’s purpose', async (path, purposes) => {
    const html = await mainOf(path);
    for (const [id, purpose] of Object.entries(purposes)) {
      const field = html.match(new RegExp(`<input [^>]*id="${id}"[^>]*>`))?.[0];
      expect(field, id).toBeDefined();
      expect(field!.match(/autoComplete="([^"]+)"/i)?.[1], id).toBe(purpose);
    }
  });
});

describe('demo sign-in (server HTML)', () => {
  it('renders the heading, fields, links and social buttons', async () => {
    const html = await mainOf('/signin');
    expect(html).toMatch(/<h1[^>]*>Welcome Back<\/h1>/);
    expectTexts(html, [
      'Sign in to continue earning',
      'Email',
      'Password',
      'Remember me',
      'Forgot password?',
      'Sign up for free',
      'Continue with Google',
      'Continue with Facebook',
    ]);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*required=""/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*required=""/);
    expect(html).toContain('href="/forgot-password"');
    expect(html).toContain('href="/signup"');
    expect(html).toContain('aria-label="Show password"');
    expect(html).toContain('aria-pressed="false"');
    expect(html.match(/<button type="button"[^>]*>(?:(?!<\/button>).)*Continue with/g)).toHaveLength(2);
  });

  it('links to /forgot-password, which stays an unknown route', async () => {
    const res = await request(app).get('/forgot-password');
    expect(res.status).toBe(404);
  });
});

describe('demo sign-up (server HTML)', () => {
  it('renders the fields, the agreement links and the newsletter box checked', async () => {
    const html = await mainOf('/signup');
    expect(html).toMatch(/<h1[^>]*>Create Account<\/h1>/);
    expectTexts(html, [
      'Start earning in under 2 minutes',
      'First Name',
      'Last Name',
      'Confirm Password',
      'Terms of Service',
      'Privacy Policy',
      'Send me earning tips and platform updates',
      'Already have an account?',
    ]);
    expect(html).toContain('href="/terms"');
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('href="/signin"');
    expect(html).toContain('aria-label="Show password"');
    expect(html).toContain('aria-label="Show confirm password"');
    expect(html.match(/<input[^>]*required=""/g)).toHaveLength(6);
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""/);
    expect(html.match(/<input type="checkbox"[^>]*checked=""/g)).toHaveLength(1);
  });

  it('renders the side panel with the five benefits and the hourly figure', async () => {
    const html = await mainOf('/signup');
    expectTexts(html, [joinPanelWords.title, ...Object.values(joinPanelWords.benefits), 'Up to $15.50', 'Hourly earnings']);
    expect(joinPanelWords.title).toBe('Join 50,000+ AI Trainers');
  });
});

describe('demo dashboard (server HTML)', () => {
  it('renders the greeting, streak and the four stat cards with their figures', async () => {
    const html = await mainOf('/dashboard');
    expect(html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    expectTexts(html, [
      'Welcome back, Alex!',
      '5-day streak!',
      "Today's Earnings",
      '$24.50',
      'Quests Completed',
      '342',
      'Hourly Rate',
      '$12.75/hr',
      'Current Rank',
      'Gold',
    ]);
  });

  it('renders the earnings overview on the week, with an accessible chart', async () => {
    const html = await mainOf('/dashboard');
    expectTexts(html, ['Earnings Overview', '$156.80', 'Earned this week']);
    expect(html).toMatch(/role="group" aria-label="Earnings period"/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Week</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Day</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Month</);
    expect(html).toMatch(/<svg viewBox="0 0 \d+ \d+" role="img" aria-label="Earnings by day this week: Mon \$18\.20, [^"]*Sun \$24\.50\./);
    expect(html.match(/<rect /g)).toHaveLength(7);
  });

  it('renders activity, quick actions, recommended quests and the next achievement', async () => {
    const html = await mainOf('/dashboard');
    expectTexts(html, [
      'Recent Activity',
      'Image Labeling: Street Signs',
      '+$3.50',
      'Completed',
      'In progress',
      'Quick Actions',
      'Find New Quests',
      'View Earnings',
      'Withdraw Funds',
      'Recommended Quests',
      'Label Traffic Scenes',
      'Easy',
      'Medium',
      'Hard',
      '15 min',
      'Next Achievement',
      'Weekly Warrior',
      '5 of 7 days',
      '$15 bonus',
    ]);
    expect(html).toMatch(/<progress value="5" max="7"/);
    for (const action of quickActions.map((id) => dashboard.quickActions.actions[id])) {
      expect(html).toMatch(new RegExp(`<button type="button"[^>]*>(?:(?!</button>).)*${action}</button>`));
    }
  });
});

describe('demo profile (server HTML)', () => {
  it('renders the header with avatar, name, location, rank, bio and the four stats', async () => {
    const html = await mainOf('/profile');
    expect(html).toMatch(/<h1[^>]*>Profile<\/h1>/);
    expect(html).toMatch(/<img[^>]*src="\/images\/avatars\/demo-user\.png"[^>]*width="96" height="96"/);
    expectTexts(html, [
      'Alex Morgan',
      'Gold rank',
      demoProfile.location,
      'Gold',
      demoProfile.bio,
      'Total Earned',
      '$2,847.50',
      'Quests Done',
      '342',
      'Hourly Rate',
      '$12.75/hr',
      'Day Streak',
      'Edit Profile',
    ]);
    expect(html).toMatch(/aria-expanded="false"[^>]*>(?:(?!<\/button>).)*Edit Profile/);
    expect(html).not.toContain(profile.edit.save);
  });

  it('renders the eight badges with descriptions, two of them not earned', async () => {
    const html = await mainOf('/profile');
    for (const badge of badges) expectTexts(html, [demoUser.badges[badge.id].name, demoUser.badges[badge.id].description]);
    expect(html.match(/>Not earned</g)).toHaveLength(2);
    expect(html.match(/>Earned</g)).toHaveLength(6);
  });

  it('renders the account stats and the five settings buttons', async () => {
    const html = await mainOf('/profile');
    expectTexts(html, ['Account Stats', 'Member Since', 'March 2024', 'Total Badges', '6 of 8', 'Current Rank', 'Success Rate', '97%']);
    for (const action of accountSettings.map((id) => profile.settings.actions[id])) {
      expect(html).toMatch(new RegExp(`<button type="button"[^>]*>(?:(?!</button>).)*<span>${action}</span>`));
    }
  });

  it('serves the local avatar image', async () => {
    const res = await request(app).get('/images/avatars/demo-user.png');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/png');
  });
});

describe('demo screens in another language (server HTML)', () => {
  const t = messagesIn('es', 'demoUser');
  const usd = (amount: number) => t('figures.usd', { amount });

  it('words the Spanish sign-in and sends its forgotten password to the Spanish 404', async () => {
    const html = await mainOf('/es/signin');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${htmlText(shellEs.pages.signin.heading)}</h1>`));
    expectTexts(html, [
      accountEs.signIn.subtitle,
      accountEs.signIn.rememberMe,
      accountEs.signIn.forgotPassword,
      accountEs.socialSignIn.google,
    ]);
    expect(html).toContain('href="/es/forgot-password"');
    expect(html).toContain('href="/es/signup"');
    expect(html).toContain(
      `aria-label="${htmlText(messagesIn('es', 'shell')('form.show', { field: accountEs.credentials.password.toggleName }))}"`,
    );
    expect(html).not.toContain('Remember me');
    const res = await request(app).get('/es/forgot-password');
    expect(res.status).toBe(404);
    expect(res.text).toContain(`>${htmlText(shellEs.notFound.heading)}</h1>`);
  });

  it('writes the Spanish dashboard figures as Spanish speakers do', async () => {
    const html = await mainOf('/es/dashboard');
    expectTexts(html, [
      t('opening.dashboard.greeting', { firstName: 'Alex' }),
      demoUserEs.dashboard.stats.todayEarnings,
      usd(dashboardStats.todayEarnings),
      t('perHour', { amount: dashboardStats.averagePerHour }),
      demoUserEs.ranks.Gold,
      usd(dashboardStats.weekEarnings),
      demoUserEs.dashboard.earnings.periods.week.caption,
    ]);
    expect(usd(dashboardStats.todayEarnings)).toBe('US$\u00a024,50');
    // Counted words by Spanish plural rules: the streak, the days left and the achievement's progress.
    expectTexts(html, ['¡Racha de 5 días!', 'Te faltan 2 días para el bono', '5 de 7 días']);
    expect(html).not.toContain('$24.50');
    // The chart's text alternative: every bar of the week with its Spanish label and amount, then the highest.
    const { earnings } = demoUserEs.dashboard;
    const points = earningsSeries.week.map((point) =>
      t('dashboard.earnings.point', { label: earnings.slots[point.slot], amount: point.amount }),
    );
    const highest = earningsSeries.week.reduce((best, point) => (point.amount > best.amount ? point : best));
    const description = t('dashboard.earnings.description', {
      title: earnings.periods.week.chart,
      points: points.join(t('dashboard.earnings.pointSeparator')),
      label: earnings.slots[highest.slot],
      amount: usd(highest.amount),
    });
    expect(html).toContain(`role="img" aria-label="${htmlText(description)}"`);
  });

  it('writes the Spanish profile with its badges, dates and settings', async () => {
    const html = await mainOf('/es/profile');
    for (const badge of badges) expectTexts(html, [demoUserEs.badges[badge.id].name, demoUserEs.badges[badge.id].description]);
    expectTexts(html, [
      demoUserEs.demoProfile.bio,
      usd(dashboardStats.totalEarnings),
      t('figures.monthYear', { date: '2024-03-12' }),
      t('profile.accountStats.badgeCount', { earned: 6, total: 8 }),
      ...accountSettings.map((id) => demoUserEs.profile.settings.actions[id]),
    ]);
    expect(t('figures.monthYear', { date: '2024-03-12' })).toBe('marzo de 2024');
    expect(html).not.toContain('>Not earned<');
  });
});
