import { PageIntro } from '../components/ui/PageIntro';

export default function DashboardPage() {
  return <PageIntro />;
}
