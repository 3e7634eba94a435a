import styled from '@emotion/styled';
import { useLocale, useMessages } from '../../i18n/messages';
import { localizedPath } from '../../i18n/locales';
import { color, font, radius, space, text } from '../../styles/theme';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/Container';

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
  /**
   * Only outside production: the error's own message and stack help a developer and help an
   * attacker more. Visitors read the shell's words in their language.
   */
  detail?: { message: string; stack?: string | undefined } | undefined;
  /** Whether router links can be used (not in the server's bare error document). */
  withHomeLink?: boolean;
}

/** What a visitor sees when a page fails to render, on the server (500) or in the browser. */
export function ErrorFallback({ detail, withHomeLink = true }: ErrorFallbackProps) {
  const t = useMessages('shell');
  const locale = useLocale();
  return (
    <Wrapper role="alert">
      <h1>{t('error.heading')}</h1>
      <Message>{detail ? detail.message : t('error.message')}</Message>
      {detail?.stack ? <Stack>{detail.stack}</Stack> : null}
      {withHomeLink ? (
        <ButtonLink to="/">{t('error.homeLink')}</ButtonLink>
      ) : (
        <a href={localizedPath(locale, '/')}>{t('error.homeLink')}</a>
      )}
    </Wrapper>
  );
}
