import styled from '@emotion/styled';
import BadgeCheck from 'lucide-react/icons/badge-check';
import FileJson from 'lucide-react/icons/file-json';
import Users from 'lucide-react/icons/users';
import { deliverySample, deliverySampleRecord } from '../../content/businessData';
import { useMessages } from '../../i18n/messages';
import { color, font, mq, radius, shadow, space, text, weight } from '../../styles/theme';
import { StreetScene } from '../phone/StreetScene';
import { Card } from '../ui/Card';
import { Pill } from '../ui/Pill';

/*
 * A look at what a buyer receives, drawn like the phones (HTML, CSS and SVG in the theme, the
 * page's language and direction): a picture with its labeled boxes, a text with its verification,
 * and the record the client's pipeline reads. From `lg` they step down to the inline end, the
 * text and the record under the picture and offset from it, each seen after the one it follows
 * in reading order; on smaller screens they stack. Nothing is clipped: each card grows with its words.
 */

const Figure = styled.figure`
  display: grid;
  gap: ${space[3]};
  width: 100%;
  max-width: 34rem;
  margin: 0;
  figcaption {
    color: ${color.textMuted};
    font-size: ${text.sm};
    text-wrap: pretty;
  }
`;

const Sheet = styled(Card)`
  display: grid;
  gap: ${space[3]};
  padding: ${space[4]};
  box-shadow: ${shadow.md};
`;

const Picture = styled(Sheet)`
  ${mq.lg} {
    width: 70%;
  }
`;

/** The text and the record, stepped to the inline end under the picture where there is room. */
const Layer = styled.div`
  display: grid;
  gap: ${space[3]};
  ${mq.lg} {
    position: relative;
    width: 76%;
    margin-inline-start: auto;
    > * {
      box-shadow: ${shadow.lg};
    }
  }
`;

const Head = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
  > span:first-of-type {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
  }
  svg {
    flex: none;
    color: ${color.primary};
  }
`;

const Quote = styled.blockquote`
  font-size: ${text.base};
  font-weight: ${weight.medium};
`;

const Chips = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

/** One line of JSON Lines, wrapped where the card ends; keys in the accent. Always left to right, as code is. */
const Record = styled.pre`
  margin: 0;
  padding: ${space[3]};
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  font-family: ${font.mono};
  font-size: ${text.xs};
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  text-align: start;
  b {
    color: ${color.primary};
    font-weight: ${weight.semibold};
  }
`;

/** The record as the line a client receives, its keys marked for the eye. */
function RecordLine() {
  const line = JSON.stringify(deliverySampleRecord).replace(/([,:])(?=["[{\d]|true)/g, '$1 ');
  const parts = line.split(/("[a-z]+"(?=:))/);
  return (
    <Record dir="ltr">
      <code>{parts.map((part, index) => (index % 2 === 1 ? <b key={index}>{part}</b> : part))}</code>
    </Record>
  );
}

/** The business page's picture of its deliverable, beside the opening's words. */
export function DeliveryPreview() {
  const words = useMessages('business').group('deliveryPreview');
  return (
    <Figure>
      <Picture>
        <Head>
          <span>{words.image}</span>
          <Pill tone="success">
            <BadgeCheck size={14} aria-hidden="true" />
            {words.verified}
          </Pill>
        </Head>
        <StreetScene labels={words.labels} finished />
      </Picture>
      <Layer>
        <Sheet>
          <Head>
            <span>{words.text}</span>
            <Pill tone="success">
              <BadgeCheck size={14} aria-hidden="true" />
              {words.verified}
            </Pill>
          </Head>
          <Quote>
            <p>{words.sample}</p>
          </Quote>
          <Chips>
            <Pill tone="primary">{words.sentiment}</Pill>{' '}
            <Pill tone="neutral">
              <Users size={14} aria-hidden="true" />
              {words.agreement}
            </Pill>
          </Chips>
        </Sheet>
        <Sheet>
          <Head>
            <span>
              <FileJson size={16} aria-hidden="true" />
              {words.record}
            </span>
            <Pill tone="neutral">{deliverySample.file}</Pill>
          </Head>
          <RecordLine />
        </Sheet>
      </Layer>
      <figcaption>{words.caption}</figcaption>
    </Figure>
  );
}
