import { AuthScreen } from '../components/account/AuthScreen';
import { SignUpForm } from '../components/account/SignUpForm';
import { SignUpPanel } from '../components/account/SignUpPanel';
import { signUpCopy } from '../content/account';
import type { PageProps } from '../pageRegistry';

export default function SignUpPage({ route: { heading } }: PageProps) {
  return (
    <AuthScreen heading={heading} subtitle={signUpCopy.subtitle} panel={<SignUpPanel />}>
      <SignUpForm />
    </AuthScreen>
  );
}
