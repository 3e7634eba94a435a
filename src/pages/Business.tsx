import { PageIntro } from '../components/ui/PageIntro';

export default function BusinessPage() {
  return <PageIntro />;
}
