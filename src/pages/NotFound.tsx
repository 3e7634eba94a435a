import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Container } from '../components/ui/Container';
import { notFoundContent } from '../content/notFound';
import { color, gradient, radius, shadow, space, text, weight, mq } from '../styles/theme';

const Band = styled.section`
  background: ${gradient.hero};
  padding-block: ${space[16]};
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${space[4]};
`;

const Eyebrow = styled.p`
  color: ${color.primary};
  font-weight: ${weight.semibold};
`;

const Heading = styled.h1`
  font-size: ${text['4xl']};
  font-weight: ${weight.black};
`;

const Lead = styled.p`
  max-width: 60ch;
  color: ${color.textMuted};
  font-size: ${text.lg};
`;

const Links = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: ${space[4]} 0 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled(Link)`
  display: grid;
  gap: ${space[1]};
  padding: ${space[5]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bg};
  box-shadow: ${shadow.sm};
  color: ${color.text};
  text-decoration: none;
  strong {
    display: inline-flex;
    align-items: center;
    gap: ${space[2]};
    color: ${color.primary};
  }
  span {
    color: ${color.textMuted};
  }
  &:hover {
    border-color: ${color.primary};
  }
`;

export default function NotFoundPage() {
  return (
    <Band>
      <Inner>
        <Eyebrow>{notFoundContent.eyebrow}</Eyebrow>
        <Heading>{notFoundContent.heading}</Heading>
        <Lead>{notFoundContent.lead}</Lead>
        <Links>
          {notFoundContent.links.map((link) => (
            <li key={link.to}>
              <Card to={link.to}>
                <strong>
                  {link.label} <ArrowRight size={18} aria-hidden="true" />
                </strong>
                <span>{link.description}</span>
              </Card>
            </li>
          ))}
        </Links>
      </Inner>
    </Band>
  );
}
