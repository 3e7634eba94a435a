import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { demoSubmissionNotice, emptySignInForm, signInCopy } from '../../content/account';
import { space, text, weight } from '../../styles/theme';
import { Button } from '../ui/Button';
import { CheckboxField, TextField } from '../ui/Field';
import { PasswordInput } from '../ui/PasswordInput';
import { DemoNotice, FormStack, SwitchPrompt } from './AuthScreen';
import { SocialSignIn } from './SocialSignIn';
import { useFormValues } from './useFormValues';

const OptionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${space[4]};
  a {
    font-size: ${text.sm};
    font-weight: ${weight.semibold};
  }
`;

/** The demo sign-in form: a valid submission is written to the console and goes nowhere. */
export function SignInForm() {
  const { values, text: textInput, checkbox } = useFormValues(emptySignInForm);
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log(signInCopy.consoleLabel, values);
    setSubmitted(true);
  };

  return (
    <>
      <FormStack onSubmit={submit}>
        <TextField
          id="signin-email"
          label={signInCopy.email.label}
          type="email"
          autoComplete="email"
          placeholder={signInCopy.email.placeholder}
          required
          {...textInput('email')}
        />
        <PasswordInput
          id="signin-password"
          label={signInCopy.password.label}
          toggleName={signInCopy.password.toggleName}
          autoComplete="current-password"
          required
          {...textInput('password')}
        />
        <OptionsRow>
          <CheckboxField label={signInCopy.rememberMe} {...checkbox('rememberMe')} />
          <Link to={signInCopy.forgotPassword.to}>{signInCopy.forgotPassword.label}</Link>
        </OptionsRow>
        <Button type="submit" size="lg">
          {signInCopy.submit}
        </Button>
        <DemoNotice role="status">{submitted ? demoSubmissionNotice : ''}</DemoNotice>
      </FormStack>
      <SocialSignIn />
      <SwitchPrompt>
        {signInCopy.noAccount} <Link to={signInCopy.signUp.to}>{signInCopy.signUp.label}</Link>
      </SwitchPrompt>
    </>
  );
}
