import styled from '@emotion/styled';
import { mq, color, space, text } from '../../styles/theme';
import { Card } from '../ui/Card';

/*
 * Pieces shared by the two mail-draft forms (support and business quote). The site has no
 * server to post to: a form opens a mail draft with JavaScript, and always names its address
 * in text so a visitor without JavaScript (or without a mail app) knows where to write.
 */

export const FormCard = styled(Card)`
  max-width: 48rem;
  margin-inline: auto;
  padding: ${space[6]} ${space[4]};
  ${mq.md} {
    padding: ${space[10]};
  }
`;

/** One column on phones, two from `md`; `data-wide` children span both. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${space[5]};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > [data-wide] {
      grid-column: 1 / -1;
    }
  }
`;

export const FormFooter = styled.div`
  display: grid;
  gap: ${space[4]};
  margin-top: ${space[6]};
  justify-items: start;
`;

const Note = styled.p`
  color: ${color.textMuted};
  font-size: ${text.sm};
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** "…write to us directly at <address>": the way to reach us that needs no JavaScript. */
export function MailAddressNote({ lead, address }: { lead: string; address: string }) {
  return (
    <Note>
      {lead} <a href={`mailto:${address}`}>{address}</a>.
    </Note>
  );
}
