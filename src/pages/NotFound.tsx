import { LinkCardGrid } from '../components/ui/LinkCardGrid';
import { PageIntro } from '../components/ui/PageIntro';
import { notFoundContent as content } from '../content/notFound';
import type { PageProps } from '../pageRegistry';

export default function NotFoundPage({ meta: { heading } }: PageProps) {
  return <PageIntro heading={heading} eyebrow={content.eyebrow} lead={content.lead} wide={<LinkCardGrid links={content.links} />} />;
}
