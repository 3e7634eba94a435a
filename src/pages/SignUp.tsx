import { PageIntro } from '../components/ui/PageIntro';

export default function SignUpPage() {
  return <PageIntro />;
}
