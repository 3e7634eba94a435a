import { PageIntro } from '../components/ui/PageIntro';

export default function SignInPage() {
  return <PageIntro />;
}
