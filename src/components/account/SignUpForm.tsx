import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { accountLinks, consoleLabels, emptySignUpForm } from '../../content/accountData';
import { useMessages } from '../../i18n/messages';
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
  const t = useMessages('account');
  const { values, text: textInput, checkbox } = useFormValues(emptySignUpForm);
  const nameField = (name: 'firstName' | 'lastName', id: string, autoComplete: string) => ({
    id,
    label: t(`signUp.${name}.label`),
    placeholder: t(`signUp.${name}.placeholder`),
    autoComplete,
    required: true,
    ...textInput(name),
  });
  return (
    <>
      <DemoAccountForm values={values} consoleLabel={consoleLabels.signUp} submitLabel={t('signUp.submit')}>
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
          label={t('signUp.confirmPassword.label')}
          toggleName={t('signUp.confirmPassword.toggleName')}
          autoComplete="new-password"
          required
          {...textInput('confirmPassword')}
        />
        <Checkboxes>
          <CheckboxField
            required
            label={t.rich('signUp.agreement', {
              terms: (chunks) => <Link to={accountLinks.terms}>{chunks}</Link>,
              privacy: (chunks) => <Link to={accountLinks.privacy}>{chunks}</Link>,
            })}
            {...checkbox('agreeToTerms')}
          />
          <CheckboxField label={t('signUp.newsletter')} {...checkbox('subscribeNewsletter')} />
        </Checkboxes>
      </DemoAccountForm>
      <SwitchPrompt prompt={(link) => t.rich('signUp.switchPrompt', { link })} to={accountLinks.signIn} />
    </>
  );
}
