import { PageIntro } from '../components/ui/PageIntro';

export default function CommunityPage() {
  return <PageIntro />;
}
