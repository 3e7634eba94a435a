import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { demoSubmissionNotice, emptySignUpForm, signUpCopy } from '../../content/account';
import { space } from '../../styles/theme';
import { Button } from '../ui/Button';
import { CheckboxField, TextField } from '../ui/Field';
import { PasswordInput } from '../ui/PasswordInput';
import { DemoNotice, FormStack, SwitchPrompt } from './AuthScreen';
import { useFormValues } from './useFormValues';

const NameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${space[5]};
`;

const Checkboxes = styled.div`
  display: grid;
`;

/**
 * The demo sign-up form. Only the browser's own rules apply (required fields, email type):
 * the spec has no password match or length rule.
 */
export function SignUpForm() {
  const { values, text: textInput, checkbox } = useFormValues(emptySignUpForm);
  const [submitted, setSubmitted] = useState(false);
  const { agreement } = signUpCopy;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log(signUpCopy.consoleLabel, values);
    setSubmitted(true);
  };

  return (
    <>
      <FormStack onSubmit={submit}>
        <NameRow>
          <TextField
            id="signup-first-name"
            label={signUpCopy.firstName.label}
            autoComplete="given-name"
            placeholder={signUpCopy.firstName.placeholder}
            required
            {...textInput('firstName')}
          />
          <TextField
            id="signup-last-name"
            label={signUpCopy.lastName.label}
            autoComplete="family-name"
            placeholder={signUpCopy.lastName.placeholder}
            required
            {...textInput('lastName')}
          />
        </NameRow>
        <TextField
          id="signup-email"
          label={signUpCopy.email.label}
          type="email"
          autoComplete="email"
          placeholder={signUpCopy.email.placeholder}
          required
          {...textInput('email')}
        />
        <PasswordInput
          id="signup-password"
          label={signUpCopy.password.label}
          toggleName={signUpCopy.password.toggleName}
          autoComplete="new-password"
          required
          {...textInput('password')}
        />
        <PasswordInput
          id="signup-confirm-password"
          label={signUpCopy.confirmPassword.label}
          toggleName={signUpCopy.confirmPassword.toggleName}
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
                <Link to={agreement.terms.to}>{agreement.terms.label}</Link>
                {agreement.between}
                <Link to={agreement.privacy.to}>{agreement.privacy.label}</Link>
              </>
            }
            {...checkbox('agreeToTerms')}
          />
          <CheckboxField label={signUpCopy.newsletter} {...checkbox('subscribeNewsletter')} />
        </Checkboxes>
        <Button type="submit" size="lg">
          {signUpCopy.submit}
        </Button>
        <DemoNotice role="status">{submitted ? demoSubmissionNotice : ''}</DemoNotice>
      </FormStack>
      <SwitchPrompt>
        {signUpCopy.haveAccount} <Link to={signUpCopy.signIn.to}>{signUpCopy.signIn.label}</Link>
      </SwitchPrompt>
    </>
  );
}
