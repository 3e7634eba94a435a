import { AuthScreen } from '../components/account/AuthScreen';
import { SignInForm } from '../components/account/SignInForm';
import { useWords } from '../i18n/messages';
import type { PageProps } from '../app/pages';

export default function SignInPage({ meta: { heading } }: PageProps) {
  const { signIn } = useWords('account');
  return (
    <AuthScreen heading={heading} subtitle={signIn.subtitle}>
      <SignInForm />
    </AuthScreen>
  );
}
