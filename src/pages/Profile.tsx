import { PageIntro } from '../components/ui/PageIntro';

export default function ProfilePage() {
  return <PageIntro />;
}
