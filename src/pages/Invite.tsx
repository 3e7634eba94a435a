import { useParams } from 'react-router-dom';
import type { PageProps } from '../app/pages';
import { RouteMeta } from '../app/RouteMeta';
import { useSiteConfig } from '../app/siteConfig';
import { cardTextFor } from '../app/socialCards';
import { InviteNotFound } from '../components/invite/InviteNotFound';
import { InviteOffer } from '../components/invite/InviteOffer';
import { DEFAULT_INVITE_CODE_PATTERN } from '../content/invite';
import { useLocale, useMessages } from '../i18n/messages';
import { inviteCodeMatcher } from '../lib/inviteCode';
import { cardAlt } from '../lib/socialCards';
import { inviteRoute, notFoundRoute, routes } from '../routes';

/**
 * /invite/<code> (decision 025): the invite, or, for a code that is not one under the configured
 * pattern (the server answered 404), a page that says so and still offers the app. It writes its
 * own head: noindex either way, the invite's card, or the not-found page's.
 */
export default function InvitePage({ meta }: PageProps) {
  const { code } = useParams();
  const { inviteCodePattern = DEFAULT_INVITE_CODE_PATTERN } = useSiteConfig();
  const locale = useLocale();
  const notFound = useMessages('shell').group('notFound');
  if (code !== undefined && inviteCodeMatcher(inviteCodePattern)(code))
    return (
      <>
        <RouteMeta
          title={meta.title}
          description={meta.description}
          card={{ route: inviteRoute.path, alt: cardAlt(cardTextFor(locale.code, inviteRoute)) }}
        />
        <InviteOffer code={code} heading={meta.heading} />
      </>
    );
  return (
    <>
      <RouteMeta
        title={notFound.title}
        description={notFound.description}
        card={{ route: routes[0].path, alt: cardAlt(cardTextFor(locale.code, notFoundRoute)) }}
      />
      <InviteNotFound />
    </>
  );
}
