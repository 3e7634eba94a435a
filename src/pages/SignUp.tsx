import { AuthScreen } from '../components/account/AuthScreen';
import { SignUpForm } from '../components/account/SignUpForm';
import { deferredSection } from '../app/deferred';
import { belowTheFold } from '../i18n/messageParts';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

/** What joining brings, beside the form on wide screens: its code and words come as hydration reaches them. */
const SignUpPanel = deferredSection(() => import('../components/account/SignUpPanel').then((module) => module.SignUpPanel), {
  messages: [belowTheFold('account')],
});

export default function SignUpPage({ meta: { heading } }: PageProps) {
  const t = useMessages('account');
  return (
    <AuthScreen heading={heading} subtitle={t('signUp.subtitle')} panel={<SignUpPanel />}>
      <SignUpForm />
    </AuthScreen>
  );
}
