import { PageIntro } from '../components/ui/PageIntro';

export default function EulaPage() {
  return <PageIntro />;
}
