import { PageIntro } from '../components/ui/PageIntro';

export default function TermsPage() {
  return <PageIntro />;
}
