import { AuthScreen } from '../components/account/AuthScreen';
import { SignInForm } from '../components/account/SignInForm';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

export default function SignInPage({ meta: { heading } }: PageProps) {
  const t = useMessages('account');
  return (
    <AuthScreen heading={heading} subtitle={t('signIn.subtitle')}>
      <SignInForm />
    </AuthScreen>
  );
}
