import { LinkCardGrid } from '../components/ui/LinkCardGrid';
import { PageIntro } from '../components/ui/PageIntro';
import { useWords } from '../i18n/words';
import type { PageProps } from '../app/pages';

export default function NotFoundPage({ meta: { heading } }: PageProps) {
  const content = useWords('notFound');
  return <PageIntro heading={heading} eyebrow={content.eyebrow} lead={content.lead} wide={<LinkCardGrid links={content.links} />} />;
}
