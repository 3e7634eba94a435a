import { LinkCardGrid } from '../components/ui/LinkCardGrid';
import { PageIntro } from '../components/ui/PageIntro';
import { useCopy } from '../i18n/copy';
import type { PageProps } from '../pageRegistry';

export default function NotFoundPage({ meta: { heading } }: PageProps) {
  const content = useCopy('notFound');
  return <PageIntro heading={heading} eyebrow={content.eyebrow} lead={content.lead} wide={<LinkCardGrid links={content.links} />} />;
}
