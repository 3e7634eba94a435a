import { usePageRoute } from '../components/PageRoute';
import { LinkCardGrid } from '../components/ui/LinkCardGrid';
import { PageIntro } from '../components/ui/PageIntro';
import { notFoundContent as content } from '../content/notFound';

export default function NotFoundPage() {
  const { heading } = usePageRoute();
  return <PageIntro heading={heading} eyebrow={content.eyebrow} lead={content.lead} wide={<LinkCardGrid links={content.links} />} />;
}
