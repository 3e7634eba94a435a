import styled from '@emotion/styled';
import { color, font, radius, space, text } from '../styles/theme';
import { ButtonLink } from './ui/Button';
import { Container } from './ui/Container';

export const ERROR_HEADING = 'Unexpected Application Error!';

const Wrapper = styled(Container)`
  display: grid;
  gap: ${space[4]};
  justify-items: start;
  padding-block: ${space[16]};
  h1 {
    font-size: ${text['3xl']};
  }
`;

const Message = styled.p`
  color: ${color.danger};
  font-size: ${text.lg};
`;

const Stack = styled.pre`
  max-width: 100%;
  overflow: auto;
  padding: ${space[4]};
  border-radius: ${radius.md};
  background: ${color.surface};
  font-family: ${font.mono};
  font-size: ${text.sm};
`;

export interface ErrorFallbackProps {
  message: string;
  /** Only outside production: a stack trace helps a developer and helps an attacker more. */
  stack?: string | undefined;
  /** Whether router links can be used (not in the server's bare error document). */
  withHomeLink?: boolean;
}

/** What a visitor sees when a page fails to render, on the server (500) or in the browser. */
export function ErrorFallback({ message, stack, withHomeLink = true }: ErrorFallbackProps) {
  return (
    <Wrapper role="alert">
      <h1>{ERROR_HEADING}</h1>
      <Message>{message}</Message>
      {stack ? <Stack>{stack}</Stack> : null}
      {withHomeLink ? <ButtonLink to="/">Back to the home page</ButtonLink> : <a href="/">Back to the home page</a>}
    </Wrapper>
  );
}
