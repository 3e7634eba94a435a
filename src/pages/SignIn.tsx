import { AuthScreen } from '../components/account/AuthScreen';
import { SignInForm } from '../components/account/SignInForm';
import { useCopy } from '../i18n/copy';
import type { PageProps } from '../pageRegistry';

export default function SignInPage({ meta: { heading } }: PageProps) {
  const { signIn } = useCopy('account');
  return (
    <AuthScreen heading={heading} subtitle={signIn.subtitle}>
      <SignInForm />
    </AuthScreen>
  );
}
