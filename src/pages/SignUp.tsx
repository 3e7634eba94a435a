import { AuthScreen } from '../components/account/AuthScreen';
import { SignUpForm } from '../components/account/SignUpForm';
import { SignUpPanel } from '../components/account/SignUpPanel';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

export default function SignUpPage({ meta: { heading } }: PageProps) {
  const t = useMessages('account');
  return (
    <AuthScreen heading={heading} subtitle={t('signUp.subtitle')} panel={<SignUpPanel />}>
      <SignUpForm />
    </AuthScreen>
  );
}
