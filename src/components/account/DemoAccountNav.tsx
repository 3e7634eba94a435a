import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';
import { demoAccountPages } from '../../content/accountData';
import { findRoute, pageKey } from '../../routes';
import { useMessages } from '../../i18n/messages';
import { color, mq, radius, space, systemColor, text, weight } from '../../styles/theme';

const Links = styled.ul`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space[1]};
  margin: 0;
  padding: ${space[1]};
  border-radius: ${radius.md};
  background: ${color.surfaceStrong};
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding-inline: ${space[4]};
    border-radius: ${radius.sm};
    color: ${color.textMuted};
    font-size: ${text.sm};
    font-weight: ${weight.semibold};
    text-decoration: none;
  }
  a:hover {
    color: ${color.text};
  }
  /* The screen shown: a solid fill, not a tint (as every selected segment on the site). */
  a[aria-current='page'] {
    background: ${color.selected};
    color: ${color.onSelected};
  }
  ${mq.forcedColors} {
    a[aria-current='page'] {
      forced-color-adjust: none;
      background: ${systemColor.selectedItem};
      color: ${systemColor.selectedItemText};
    }
  }
  ${mq.print} {
    display: none;
  }
`;

/** Between the demo dashboard and the demo profile: the screen shown is marked as the current page. */
export function DemoAccountNav() {
  const shell = useMessages('shell');
  const label = useMessages('demoUser')('accountNavLabel');
  return (
    <nav aria-label={label}>
      <Links>
        {demoAccountPages.map((to) => (
          <li key={to}>
            <NavLink to={to} end>
              {shell(`pages.${pageKey(findRoute(to)!)}.title`)}
            </NavLink>
          </li>
        ))}
      </Links>
    </nav>
  );
}
