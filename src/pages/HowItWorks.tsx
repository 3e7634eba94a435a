import { PageIntro } from '../components/ui/PageIntro';

export default function HowItWorksPage() {
  return <PageIntro />;
}
