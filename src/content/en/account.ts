import type { AccountWords } from '../schema';

const account: AccountWords = {
  demoSubmissionNotice: 'Demo only: your details were written to the browser console and sent nowhere.',
  demoPreview: {
    before: 'These screens are a demo and create no account. See what members get: the ',
    dashboard: 'demo dashboard',
    between: ' and the ',
    profile: 'demo profile',
    after: '.',
  },
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
    signUp: 'Sign up for free',
  },
  signUp: {
    subtitle: 'Start earning in under 2 minutes',
    firstName: { label: 'First Name', placeholder: 'Alex' },
    lastName: { label: 'Last Name', placeholder: 'Morgan' },
    confirmPassword: { label: 'Confirm Password', toggleName: 'confirm password' },
    agreement: {
      before: 'I agree to the ',
      terms: 'Terms of Service',
      between: ' and ',
      privacy: 'Privacy Policy',
    },
    newsletter: 'Send me earning tips and platform updates',
    submit: 'Create Account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
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
