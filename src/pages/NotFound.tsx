import { LinkCardGrid } from '../components/ui/LinkCardGrid';
import { PageIntro } from '../components/ui/PageIntro';
import { notFoundLinks } from '../content/notFoundData';
import { useWords } from '../i18n/messages';
import type { PageProps } from '../app/pages';

export default function NotFoundPage({ meta: { heading } }: PageProps) {
  const words = useWords('notFound');
  const links = notFoundLinks.map(({ id, to }) => ({ to, ...words.links[id] }));
  return <PageIntro heading={heading} eyebrow={words.eyebrow} lead={words.lead} wide={<LinkCardGrid links={links} />} />;
}
