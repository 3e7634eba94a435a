import { AuthScreen } from '../components/account/AuthScreen';
import { SignUpForm } from '../components/account/SignUpForm';
import { SignUpPanel } from '../components/account/SignUpPanel';
import { signUpCopy } from '../content/account';

export default function SignUpPage() {
  return (
    <AuthScreen subtitle={signUpCopy.subtitle} panel={<SignUpPanel />}>
      <SignUpForm />
    </AuthScreen>
  );
}
