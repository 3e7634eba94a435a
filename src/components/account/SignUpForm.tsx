import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { accountLinks, consoleLabels, emptySignUpForm } from '../../content/accountData';
import { useWords } from '../../i18n/messages';
import { space } from '../../styles/theme';
import { CheckboxField, TextField } from '../ui/Field';
import { PasswordInput } from '../ui/PasswordInput';
import { useFormValues } from '../ui/useFormValues';
import { CredentialFields, DemoAccountForm, SwitchPrompt } from './DemoAccountForm';

const NameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${space[5]};
`;

const Checkboxes = styled.div`
  display: grid;
`;

/** The demo sign-up form. The spec has no password match or length rule, so there is none. */
export function SignUpForm() {
  const { signUp } = useWords('account');
  const { values, text: textInput, checkbox } = useFormValues(emptySignUpForm);
  const { agreement } = signUp;
  const nameField = (name: 'firstName' | 'lastName', id: string, autoComplete: string) => ({
    id,
    label: signUp[name].label,
    placeholder: signUp[name].placeholder,
    autoComplete,
    required: true,
    ...textInput(name),
  });
  return (
    <>
      <DemoAccountForm values={values} consoleLabel={consoleLabels.signUp} submitLabel={signUp.submit}>
        <NameRow>
          <TextField {...nameField('firstName', 'signup-first-name', 'given-name')} />
          <TextField {...nameField('lastName', 'signup-last-name', 'family-name')} />
        </NameRow>
        <CredentialFields
          idPrefix="signup"
          passwordAutoComplete="new-password"
          email={textInput('email')}
          password={textInput('password')}
        />
        <PasswordInput
          id="signup-confirm-password"
          label={signUp.confirmPassword.label}
          toggleName={signUp.confirmPassword.toggleName}
          autoComplete="new-password"
          required
          {...textInput('confirmPassword')}
        />
        <Checkboxes>
          <CheckboxField
            required
            label={
              <>
                {agreement.before}
                <Link to={accountLinks.terms}>{agreement.terms}</Link>
                {agreement.between}
                <Link to={accountLinks.privacy}>{agreement.privacy}</Link>
              </>
            }
            {...checkbox('agreeToTerms')}
          />
          <CheckboxField label={signUp.newsletter} {...checkbox('subscribeNewsletter')} />
        </Checkboxes>
      </DemoAccountForm>
      <SwitchPrompt prompt={signUp.haveAccount} link={{ label: signUp.signIn, to: accountLinks.signIn }} />
    </>
  );
}
