import { AuthScreen } from '../components/account/AuthScreen';
import { SignInForm } from '../components/account/SignInForm';
import { signInCopy } from '../content/account';
import type { PageProps } from '../pageRegistry';

export default function SignInPage({ route: { heading } }: PageProps) {
  return (
    <AuthScreen heading={heading} subtitle={signInCopy.subtitle}>
      <SignInForm />
    </AuthScreen>
  );
}
