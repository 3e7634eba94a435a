import styled from '@emotion/styled';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { useId, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { HYDRATED_ATTRIBUTE } from '../../app/deferred';
import { color, font, mq, radius, space, text, tracking, weight } from '../../styles/theme';
import { Button } from '../ui/Button';
import { VisuallyHidden } from '../ui/VisuallyHidden';

const Box = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space[2]} ${space[4]};
  width: min(100%, 30rem);
  padding: ${space[4]} ${space[5]};
  border: 2px dashed ${color.primary};
  border-radius: ${radius.lg};
  background: ${color.raised};
  /* The copy button answers once the page runs; until then its place is kept, so nothing moves. */
  html:not([${HYDRATED_ATTRIBUTE}]) & button {
    visibility: hidden;
  }
  ${mq.print} {
    button {
      display: none;
    }
  }
`;

const Label = styled.span`
  grid-column: 1 / -1;
  color: ${color.textMuted};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
`;

/**
 * The code itself, large, left to right in every language, in one piece: a tap or a click
 * selects all of it (a visitor without JavaScript copies it so).
 */
const Code = styled.span`
  overflow-wrap: anywhere;
  direction: ltr;
  unicode-bidi: isolate;
  font-family: ${font.mono};
  font-size: ${text['3xl']};
  font-weight: ${weight.bold};
  letter-spacing: ${tracking.wide};
  user-select: all;
`;

/**
 * The invite code, large and copyable: the copy button puts it on the clipboard (the Clipboard
 * API, else the selection copied the older way), says so on itself and to a screen reader, and
 * leaves the code selected.
 */
export function InviteCode({ code }: { code: string }) {
  const t = useMessages('invite');
  const [copied, setCopied] = useState(false);
  const codeElement = useRef<HTMLSpanElement>(null);
  const labelId = useId();
  const copy = async () => {
    const selection = getSelection();
    selection?.selectAllChildren(codeElement.current!);
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // No Clipboard API here, or it refused: the selected code, copied by the older command.
      if (!document.execCommand('copy')) return;
    }
    setCopied(true);
  };
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{t('code.label')}</Label>
      <Code ref={codeElement} dir="ltr" translate="no">
        {code}
      </Code>
      <Button type="button" variant="secondary" onClick={() => void copy()}>
        {copied ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />}
        {t(copied ? 'code.copied' : 'code.copy')}
      </Button>
      <VisuallyHidden role="status">{copied ? t('code.copiedStatus') : ''}</VisuallyHidden>
    </Box>
  );
}
