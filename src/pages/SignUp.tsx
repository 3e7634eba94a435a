import { AuthScreen } from '../components/account/AuthScreen';
import { SignUpForm } from '../components/account/SignUpForm';
import { SignUpPanel } from '../components/account/SignUpPanel';
import { usePageRoute } from '../components/PageRoute';
import { signUpCopy } from '../content/account';

export default function SignUpPage() {
  const { heading } = usePageRoute();
  return (
    <AuthScreen heading={heading} subtitle={signUpCopy.subtitle} panel={<SignUpPanel />}>
      <SignUpForm />
    </AuthScreen>
  );
}
