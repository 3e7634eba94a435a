import { AuthScreen } from '../components/account/AuthScreen';
import { SignInForm } from '../components/account/SignInForm';
import { signInCopy } from '../content/account';

export default function SignInPage() {
  return (
    <AuthScreen subtitle={signInCopy.subtitle}>
      <SignInForm />
    </AuthScreen>
  );
}
