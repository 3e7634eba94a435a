/**
 * Copy of the demo sign-in and sign-up screens and the shapes of their forms (spec §3).
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

/** The words that accompany a form's show/hide password button, e.g. "Show confirm password". */
export interface PasswordFieldCopy {
  label: string;
  toggleName: string;
}

/** Shown after a demo submission, which only writes the form to the browser console. */
export const demoSubmissionNotice = 'Demo only: your details were written to the browser console and sent nowhere.';

export const socialSignIn = {
  divider: 'or',
  google: 'Continue with Google',
  facebook: 'Continue with Facebook',
} as const;

/** The email and password fields, worded alike on both forms. */
export const credentialsCopy = {
  email: { label: 'Email', placeholder: 'you@example.com' },
  password: { label: 'Password', toggleName: 'password' } satisfies PasswordFieldCopy,
} as const;

export const signInCopy = {
  subtitle: 'Sign in to continue earning',
  rememberMe: 'Remember me',
  forgotPassword: { label: 'Forgot password?', to: '/forgot-password' },
  submit: 'Sign In',
  noAccount: 'New here?',
  signUp: { label: 'Sign up for free', to: '/signup' },
  consoleLabel: 'Sign in',
} as const;

export const signUpCopy = {
  subtitle: 'Start earning in under 2 minutes',
  firstName: { label: 'First Name', placeholder: 'Alex' },
  lastName: { label: 'Last Name', placeholder: 'Morgan' },
  confirmPassword: { label: 'Confirm Password', toggleName: 'confirm password' } satisfies PasswordFieldCopy,
  agreement: {
    before: 'I agree to the ',
    terms: { label: 'Terms of Service', to: '/terms' },
    between: ' and ',
    privacy: { label: 'Privacy Policy', to: '/privacy' },
  },
  newsletter: 'Send me earning tips and platform updates',
  submit: 'Create Account',
  haveAccount: 'Already have an account?',
  signIn: { label: 'Sign in', to: '/signin' },
  consoleLabel: 'Sign up',
  panel: {
    title: 'Join 50,000+ AI Trainers',
    lead: 'Turn spare minutes into rewards by helping build better AI.',
    benefits: [
      'Start earning immediately',
      'No experience required',
      'Flexible working hours',
      'Instant payments',
      'Global community support',
    ],
    highlight: { figure: 'Up to $15.50', label: 'Hourly earnings' },
  },
} as const;
