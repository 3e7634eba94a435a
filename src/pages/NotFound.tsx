import { LinkCardGrid } from '../components/ui/LinkCardGrid';
import { PageIntro } from '../components/ui/PageIntro';
import { notFoundLinks } from '../content/notFoundData';
import { useMessages } from '../i18n/messages';
import type { PageProps } from '../app/pages';

export default function NotFoundPage({ meta: { heading } }: PageProps) {
  const t = useMessages('notFound');
  const links = notFoundLinks.map(({ id, to }) => ({ to, ...t.group(`links.${id}`) }));
  return <PageIntro heading={heading} eyebrow={t('eyebrow')} lead={t('lead')} aside={<LinkCardGrid links={links} />} />;
}
