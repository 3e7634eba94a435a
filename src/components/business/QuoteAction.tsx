import styled from '@emotion/styled';
import ArrowDown from 'lucide-react/icons/arrow-down';
import { QUOTE_SECTION_ID } from '../../content/businessAnchors';
import { space } from '../../styles/theme';
import { ActionRow } from '../ui/ActionRow';
import { buttonStyles } from '../ui/Button';

const Row = styled(ActionRow)`
  margin-top: ${space[10]};
`;

/** The closing step of a section that makes the case: down to the quote form, on the same page. */
export function QuoteAction({ label }: { label: string }) {
  return (
    <Row>
      <a href={`#${QUOTE_SECTION_ID}`} css={buttonStyles({ variant: 'secondary', size: 'lg' })}>
        {label}
        <ArrowDown size={18} aria-hidden="true" />
      </a>
    </Row>
  );
}
