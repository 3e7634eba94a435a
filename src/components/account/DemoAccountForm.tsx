import styled from '@emotion/styled';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { accountLinks } from '../../content/accountData';
import type { RoutePath } from '../../routes';
import { useMessages } from '../../i18n/messages';
import { color, radius, space, text, weight } from '../../styles/theme';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { PasswordInput } from '../ui/PasswordInput';
import type { TextBinding } from '../ui/useFormValues';

const FormStack = styled.form`
  display: grid;
  gap: ${space[5]};
`;

/*
 * The submit button and, under it, the status region that says where a submission went. The
 * region is always there and always rendered (never display:none, even while it is empty): a
 * screen reader announces what is written into a live region only if the region was already in
 * the accessibility tree. The notice's box appears with its words.
 */
const Submission = styled.div`
  display: grid;
`;

const DemoNotice = styled.p`
  margin-top: ${space[5]};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radius.md};
  background: ${color.primarySoft};
  color: ${color.text};
  font-size: ${text.sm};
`;

interface DemoAccountFormProps {
  /** What a submission writes to the console. */
  values: object;
  consoleLabel: string;
  submitLabel: string;
  /** The fields, in order. */
  children: ReactNode;
}

/**
 * A demo sign-in or sign-up form. The browser's own rules (required, email type) guard the
 * submission, which only writes the values to the console and says so: there is no account server.
 */
export function DemoAccountForm({ values, consoleLabel, submitLabel, children }: DemoAccountFormProps) {
  const demoSubmissionNotice = useMessages('account')('demoSubmissionNotice');
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log(consoleLabel, values);
    setSubmitted(true);
  };
  return (
    <FormStack onSubmit={submit}>
      {children}
      <Submission>
        <Button type="submit" size="lg">
          {submitLabel}
        </Button>
        <div role="status">{submitted ? <DemoNotice>{demoSubmissionNotice}</DemoNotice> : null}</div>
      </Submission>
    </FormStack>
  );
}

interface CredentialFieldsProps {
  /** The inputs' ids are `${idPrefix}-email` and `${idPrefix}-password`. */
  idPrefix: string;
  /** `current-password` to sign in, `new-password` to sign up. */
  passwordAutoComplete: 'current-password' | 'new-password';
  email: TextBinding;
  password: TextBinding;
}

/** The required email and password fields both forms start with. */
export function CredentialFields({ idPrefix, passwordAutoComplete, email, password }: CredentialFieldsProps) {
  const credentials = useMessages('account').group('credentials');
  return (
    <>
      <TextField
        id={`${idPrefix}-email`}
        label={credentials.email.label}
        type="email"
        autoComplete="email"
        placeholder={credentials.email.placeholder}
        required
        {...email}
      />
      <PasswordInput
        id={`${idPrefix}-password`}
        label={credentials.password.label}
        toggleName={credentials.password.toggleName}
        autoComplete={passwordAutoComplete}
        required
        {...password}
      />
    </>
  );
}

const Prompt = styled.p`
  color: ${color.textMuted};
  font-size: ${text.sm};
  text-align: center;
  a {
    font-weight: ${weight.semibold};
  }
`;

/** The "Already have an account? Sign in" line under a form: one message, its link a tag (`<link>Sign in</link>`). */
export function SwitchPrompt({ prompt, to }: { prompt: (link: (chunks: ReactNode) => ReactNode) => ReactNode; to: RoutePath }) {
  return (
    <Prompt>
      {prompt((chunks) => (
        <Link to={to}>{chunks}</Link>
      ))}
    </Prompt>
  );
}

const Preview = styled.p`
  padding-top: ${space[5]};
  border-top: 1px solid ${color.border};
  color: ${color.textMuted};
  font-size: ${text.sm};
  text-align: center;
  a {
    font-weight: ${weight.semibold};
  }
`;

/** Under both forms: they create no account, and the demo member screens are one link away. */
export function DemoPreview() {
  const t = useMessages('account');
  return (
    <Preview>
      {t.rich('demoPreview', {
        dashboard: (chunks) => <Link to={accountLinks.dashboard}>{chunks}</Link>,
        profile: (chunks) => <Link to={accountLinks.profile}>{chunks}</Link>,
      })}
    </Preview>
  );
}
