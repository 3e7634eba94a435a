import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { accountLinks, consoleLabels, emptySignInForm, FORGOT_PASSWORD_PATH } from '../../content/accountData';
import { deferredSection } from '../../app/deferred';
import { belowTheFold } from '../../i18n/messageParts';
import { useMessages } from '../../i18n/messages';
import { space, text, weight } from '../../styles/theme';
import { CheckboxField } from '../ui/Field';
import { SplitRow } from '../ui/SplitRow';
import { useFormValues } from '../ui/useFormValues';
import { CredentialFields, DemoAccountForm, SwitchPrompt } from './DemoAccountForm';

const OptionsRow = styled(SplitRow)`
  gap: 0 ${space[4]};
  a {
    font-size: ${text.sm};
    font-weight: ${weight.semibold};
  }
`;

/** The providers' buttons, which the demo shows and does nothing with: their code, brand marks and words come as hydration reaches them. */
const SocialSignIn = deferredSection(() => import('./SocialSignIn').then((module) => module.SocialSignIn), {
  messages: [belowTheFold('account')],
});

/** The demo sign-in form: a valid submission is written to the console and goes nowhere. */
export function SignInForm() {
  const t = useMessages('account');
  const { values, text: textInput, checkbox } = useFormValues(emptySignInForm);
  return (
    <>
      <DemoAccountForm values={values} consoleLabel={consoleLabels.signIn} submitLabel={t('signIn.submit')}>
        <CredentialFields
          idPrefix="signin"
          passwordAutoComplete="current-password"
          email={textInput('email')}
          password={textInput('password')}
        />
        <OptionsRow>
          <CheckboxField label={t('signIn.rememberMe')} {...checkbox('rememberMe')} />
          <Link to={FORGOT_PASSWORD_PATH}>{t('signIn.forgotPassword')}</Link>
        </OptionsRow>
      </DemoAccountForm>
      <SocialSignIn />
      <SwitchPrompt prompt={(link) => t.rich('signIn.switchPrompt', { link })} to={accountLinks.signUp} />
    </>
  );
}
