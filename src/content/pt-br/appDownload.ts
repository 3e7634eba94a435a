import type { AppDownloadWords } from '../schema';

const appDownload: AppDownloadWords = {
  eyebrow: 'Grátis para Android e iOS',
  lead: 'Instale o app no celular, escolha uma missão e ganhe pontos, dinheiro ou tokens $SCAN já na primeira tarefa. Cadastro gratuito, sem precisar de experiência.',
  storesTitle: 'Escolha sua loja',
  storesLead: 'Os dois apps são gratuitos e oferecem as mesmas missões e recompensas.',
  storeCodes: {
    caption: 'Escaneie com a câmera do celular',
    labels: { googlePlay: 'QR code do Google Play', appStore: 'QR code da App Store' },
  },
  benefitsTitle: 'Por que ganhar com o app',
  benefits: {
    instantEarnings: {
      title: 'Ganhos imediatos',
      description: 'Os pontos são creditados assim que a missão passa na verificação, geralmente em poucos minutos.',
    },
    workAnywhere: {
      title: 'Trabalhe de qualquer lugar',
      description: 'Cada missão leva só alguns minutos: conclua no ônibus, no intervalo ou no sofá.',
    },
    easyToUse: {
      title: 'Fácil de usar',
      description: 'Instruções claras em todas as missões. Baixe, faça login e comece: não é preciso verificar o e-mail.',
    },
  },
  webTitle: 'Prefere a web?',
  webLead: 'Entre ou crie sua conta no navegador e continue de onde parou no app.',
  webLinks: { signIn: 'Entrar', signUp: 'Cadastre-se' },
};

export default appDownload;
