import type { InternalAction } from '../types';

/**
 * The words of the demo sign-in and sign-up screens (spec §2); their headings are the shell's
 * `pages`. Form shapes and starting values: `src/content/accountData.ts`.
 */

/** A text field's label and placeholder. */
export interface TextFieldWords {
  label: string;
  placeholder: string;
}

/** The words that accompany a form's show/hide password button, e.g. "Show confirm password". */
export interface PasswordFieldWords {
  label: string;
  toggleName: string;
}

export interface AccountWords {
  /** Shown after a demo submission, which only writes the form to the browser console. */
  demoSubmissionNotice: string;
  socialSignIn: { divider: string; google: string; facebook: string };
  /** The email and password fields, worded alike on both forms. */
  credentials: { email: TextFieldWords; password: PasswordFieldWords };
  signIn: {
    subtitle: string;
    rememberMe: string;
    /** Its target: `FORGOT_PASSWORD_PATH` (accountData). */
    forgotPassword: string;
    submit: string;
    noAccount: string;
    signUp: InternalAction;
  };
  signUp: {
    subtitle: string;
    firstName: TextFieldWords;
    lastName: TextFieldWords;
    confirmPassword: PasswordFieldWords;
    /** The required checkbox's label: before, the terms link, between, the privacy link. */
    agreement: { before: string; terms: InternalAction; between: string; privacy: InternalAction };
    newsletter: string;
    submit: string;
    haveAccount: string;
    signIn: InternalAction;
    /** The large-screen panel beside the form. */
    panel: {
      title: string;
      lead: string;
      benefits: readonly string[];
      highlight: { figure: string; label: string };
    };
  };
}

const account: AccountWords = {
  demoSubmissionNotice: 'Demo only: your details were written to the browser console and sent nowhere.',
  socialSignIn: {
    divider: 'or',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
  },
  credentials: {
    email: { label: 'Email', placeholder: 'you@example.com' },
    password: { label: 'Password', toggleName: 'password' },
  },
  signIn: {
    subtitle: 'Sign in to continue earning',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    submit: 'Sign In',
    noAccount: 'New here?',
    signUp: { label: 'Sign up for free', to: '/signup' },
  },
  signUp: {
    subtitle: 'Start earning in under 2 minutes',
    firstName: { label: 'First Name', placeholder: 'Alex' },
    lastName: { label: 'Last Name', placeholder: 'Morgan' },
    confirmPassword: { label: 'Confirm Password', toggleName: 'confirm password' },
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
  },
};

export default account;
