import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { emptySignInForm, signInCopy } from '../../content/account';
import { space, text, weight } from '../../styles/theme';
import { CheckboxField } from '../ui/Field';
import { SplitRow } from '../ui/SplitRow';
import { useFormValues } from '../ui/useFormValues';
import { CredentialFields, DemoAccountForm, SwitchPrompt } from './DemoAccountForm';
import { SocialSignIn } from './SocialSignIn';

const OptionsRow = styled(SplitRow)`
  gap: 0 ${space[4]};
  a {
    font-size: ${text.sm};
    font-weight: ${weight.semibold};
  }
`;

/** The demo sign-in form: a valid submission is written to the console and goes nowhere. */
export function SignInForm() {
  const { values, text: textInput, checkbox } = useFormValues(emptySignInForm);
  return (
    <>
      <DemoAccountForm values={values} consoleLabel={signInCopy.consoleLabel} submitLabel={signInCopy.submit}>
        <CredentialFields
          idPrefix="signin"
          passwordAutoComplete="current-password"
          email={textInput('email')}
          password={textInput('password')}
        />
        <OptionsRow>
          <CheckboxField label={signInCopy.rememberMe} {...checkbox('rememberMe')} />
          <Link to={signInCopy.forgotPassword.to}>{signInCopy.forgotPassword.label}</Link>
        </OptionsRow>
      </DemoAccountForm>
      <SocialSignIn />
      <SwitchPrompt prompt={signInCopy.noAccount} link={signInCopy.signUp} />
    </>
  );
}
