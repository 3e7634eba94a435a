import { deferredSection } from '../app/deferred';
import type { PageProps } from '../app/pages';
import { serverOnlyStructuredData } from '../components/seo/structuredData';
import { loadMessages } from '../i18n/messages';

/** JSON-LD for search engines: in the server's HTML only. */
const StructuredData = serverOnlyStructuredData(() =>
  import('../components/seo/PageStructuredData').then((module) => module.HomeStructuredData),
);

/**
 * The hero: links, words and a picture of the app, nothing that needs its code before the visitor
 * reads it. Its code and words come as hydration reaches it, after the frame's.
 */
const HomeHero = deferredSection<{ heading: string }>((locale) =>
  Promise.all([import('../components/marketing/HomeHero'), loadMessages(locale, ['homeHero', 'stores'])]).then(
    ([module]) => module.HomeHero,
  ),
);

/** Below the hero: its code and words load once the page is hydrating. */
const HomeSections = deferredSection((locale) =>
  Promise.all([import('../components/marketing/HomeSections'), loadMessages(locale, ['homeSections'])]).then(([module]) => module.default),
);

export default function HomePage({ meta: { heading, description } }: PageProps) {
  return (
    <>
      <StructuredData description={description} />
      <HomeHero heading={heading} />
      <HomeSections />
    </>
  );
}
