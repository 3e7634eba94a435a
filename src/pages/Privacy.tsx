import { PageIntro } from '../components/ui/PageIntro';

export default function PrivacyPage() {
  return <PageIntro />;
}
