import { AuthScreen } from '../components/account/AuthScreen';
import { SignUpForm } from '../components/account/SignUpForm';
import { deferredSection } from '../app/deferred';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** What joining brings, beside the form on wide screens: words and a picture, their code coming as hydration reaches them. */
const SignUpPanel = deferredSection(() => import('../components/account/SignUpPanel').then((module) => module.SignUpPanel));

export default function SignUpPage({ meta: { heading } }: PageProps) {
  const t = useMessages('account');
  return (
    <AuthScreen heading={heading} subtitle={t('signUp.subtitle')} panel={<SignUpPanel />}>
      <SignUpForm />
    </AuthScreen>
  );
}
