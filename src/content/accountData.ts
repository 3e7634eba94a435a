import type { RoutePath } from '../routes';

/**
 * The language-neutral side of the demo sign-in and sign-up screens (spec §3): the shapes of
 * their forms and what they start with. Their words: the `account` area of `messages/<locale>.json`.
 * Both forms only write their values to the console: there is no account server.
 */

export interface SignInForm {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
  subscribeNewsletter: boolean;
}

export const emptySignInForm: SignInForm = { email: '', password: '', rememberMe: false };

export const emptySignUpForm: SignUpForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
  subscribeNewsletter: true,
};

/**
 * What a demo submission writes before the form's values in the browser console. Developer
 * output, never shown on the page, so the same in every language.
 */
export const consoleLabels = { signIn: 'Sign in', signUp: 'Sign up' } as const;

/**
 * Where the forms' links go: the other form, the two documents the sign-up agreement names, and
 * the demo member screens (the note under both forms, and the links between the two screens).
 */
export const accountLinks = {
  signUp: '/signup',
  signIn: '/signin',
  terms: '/terms',
  privacy: '/privacy',
  dashboard: '/dashboard',
  profile: '/profile',
} as const satisfies Record<string, RoutePath>;

/** The demo member screens, in the order the links between them show them. */
export const demoAccountPages = [accountLinks.dashboard, accountLinks.profile] as const satisfies readonly RoutePath[];

/** Where "Forgot password?" points: a path the route table does not know (spec §8), so a 404. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
