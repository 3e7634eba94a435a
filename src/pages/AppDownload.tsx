import { PageIntro } from '../components/ui/PageIntro';

export default function AppDownloadPage() {
  return <PageIntro />;
}
