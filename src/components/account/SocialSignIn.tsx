import styled from '@emotion/styled';
import { siFacebook, siGoogle } from 'simple-icons';
import { useMessages } from '../../i18n/messages';
import { color, space, text } from '../../styles/theme';
import { BrandIcon } from '../ui/BrandIcon';
import { Button } from '../ui/Button';

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  color: ${color.textMuted};
  font-size: ${text.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${color.border};
  }
`;

const Buttons = styled.div`
  display: grid;
  gap: ${space[3]};
`;

/** "Continue with Google / Facebook": shown as in the product, but the demo has no providers. */
export function SocialSignIn() {
  const socialSignIn = useMessages('account').group('socialSignIn');
  return (
    <>
      <Divider>{socialSignIn.divider}</Divider>
      <Buttons>
        <Button type="button" variant="secondary">
          <BrandIcon icon={siGoogle} />
          {socialSignIn.google}
        </Button>
        <Button type="button" variant="secondary">
          <BrandIcon icon={siFacebook} />
          {socialSignIn.facebook}
        </Button>
      </Buttons>
    </>
  );
}
