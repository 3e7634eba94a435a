import { AuthScreen } from '../components/account/AuthScreen';
import { SignInForm } from '../components/account/SignInForm';
import { usePageRoute } from '../components/PageRoute';
import { signInCopy } from '../content/account';

export default function SignInPage() {
  const { heading } = usePageRoute();
  return (
    <AuthScreen heading={heading} subtitle={signInCopy.subtitle}>
      <SignInForm />
    </AuthScreen>
  );
}
