import { PageIntro } from '../components/ui/PageIntro';

export default function HomePage() {
  return <PageIntro />;
}
