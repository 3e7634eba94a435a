import { Globe, Smartphone, Zap } from 'lucide-react';
import type { AppDownloadWords } from '../en/appDownload';

const appDownload: AppDownloadWords = {
  eyebrow: 'Grátis para Android e iOS',
  lead: 'Instale o app no celular, escolha uma missão e ganhe pontos, dinheiro ou tokens $SCAN já na primeira tarefa. Cadastro gratuito, sem precisar de experiência.',
  storesTitle: 'Escolha sua loja',
  storesLead: 'Os dois apps são gratuitos e oferecem as mesmas missões e recompensas.',
  benefitsTitle: 'Por que ganhar com o app',
  benefits: [
    {
      icon: Zap,
      title: 'Ganhos imediatos',
      description: 'Os pontos são creditados assim que a missão passa na verificação, geralmente em poucos minutos.',
      tone: 'warning',
    },
    {
      icon: Globe,
      title: 'Trabalhe de qualquer lugar',
      description: 'Cada missão leva só alguns minutos: conclua no ônibus, no intervalo ou no sofá.',
      tone: 'accent',
    },
    {
      icon: Smartphone,
      title: 'Fácil de usar',
      description: 'Instruções claras em todas as missões. Baixe, faça login e comece: não é preciso verificar o e-mail.',
      tone: 'primary',
    },
  ],
  webTitle: 'Prefere a web?',
  webLead: 'Entre ou crie sua conta no navegador e continue de onde parou no app.',
  webLinks: [
    { label: 'Entrar', to: '/signin', variant: 'secondary' },
    { label: 'Cadastre-se', to: '/signup', variant: 'primary' },
  ],
};

export default appDownload;
