import { deferredSection } from '../app/deferred';
import type { PageProps } from '../app/pages';
import { serverOnlyStructuredData } from '../components/seo/structuredData';

/** JSON-LD for search engines: in the server's HTML only. */
const StructuredData = serverOnlyStructuredData(() =>
  import('../components/seo/PageStructuredData').then((module) => module.HomeStructuredData),
);

/**
 * The hero: links, words and a picture of the app, nothing that needs its code before the visitor
 * reads it. Its code and words come as hydration reaches it, after the frame's.
 */
const HomeHero = deferredSection<{ heading: string }>(() => import('../components/marketing/HomeHero').then((module) => module.HomeHero), {
  messages: ['homeHero', 'stores'],
});

/** Below the hero: its code and words load once the page is hydrating. */
const HomeSections = deferredSection(() => import('../components/marketing/HomeSections').then((module) => module.default), {
  messages: ['homeSections'],
});

export default function HomePage({ meta: { heading, description } }: PageProps) {
  return (
    <>
      <StructuredData description={description} />
      <HomeHero heading={heading} />
      <HomeSections />
    </>
  );
}
