import type { ShellWords } from '../schema';

const shell: ShellWords = {
  formats: {
    follows: 'pt-BR',
    group: '.',
    decimal: ',',
    usd: 'US$\u00a0{amount}',
    months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
    longDate: '{day} de {month} de {year}',
    monthYear: '{month} de {year}',
  },
  skipLink: 'Pular para o conteúdo principal',
  menu: 'Menu',
  mainNavLabel: 'Principal',
  legalNavLabel: 'Jurídico',
  opensInNewTab: '(abre em uma nova aba)',
  linkLabels: {
    howItWorks: 'Como funciona',
    lightpaper: 'Lightpaper',
    community: 'Comunidade',
    business: 'Empresas',
    startEarning: 'Comece a ganhar',
    download: 'Baixar o app',
    imageLabeling: 'Rotulagem de imagens',
    textVerification: 'Verificação de textos',
    dataValidation: 'Validação de dados',
    audioTranscription: 'Transcrição de áudio',
    helpCenter: 'Central de ajuda',
    contactUs: 'Fale conosco',
    faq: 'Perguntas frequentes',
    privacy: 'Política de Privacidade',
    terms: 'Termos de Serviço',
    eula: 'EULA',
    discord: 'Comunidade no Discord',
    documentation: 'Documentação',
  },
  footerColumnTitles: { getStarted: 'Comece agora', services: 'Serviços', support: 'Suporte' },
  footer: {
    description:
      'Conclua missões rápidas de dados, ajude a treinar uma IA melhor e ganhe pontos, dinheiro ou tokens $SCAN — direto do seu celular.',
    status: 'Status da plataforma: ativa',
    rights: 'Todos os direitos reservados.',
  },
  theme: { label: 'Tema', choices: { system: 'Sistema', light: 'Claro', dark: 'Escuro' } },
  language: {
    label: 'Idioma',
  },
  pages: {
    Home: {
      title: 'Treine IA. Ganhe recompensas.',
      description:
        'Conclua missões simples de dados no celular — rotule imagens, verifique textos, transcreva áudios — e ganhe pontos, dinheiro ou tokens $SCAN. Cadastro gratuito.',
      heading: 'Treine IA. Ganhe recompensas.',
    },
    HowItWorks: {
      title: 'Como funciona',
      description:
        'Cadastre-se grátis, escolha uma missão, conclua tarefas curtas e receba sua recompensa em minutos. Veja os quatro passos e as respostas às dúvidas mais comuns.',
      heading: 'Como funciona',
    },
    Community: {
      title: 'Comunidade e suporte',
      description:
        'Participe da comunidade no Discord e no X, pesquise as perguntas frequentes da central de ajuda ou fale com a equipe de suporte — respostas em até 2 horas.',
      heading: 'Conecte-se e tire suas dúvidas',
    },
    SignIn: {
      title: 'Entrar',
      description: 'Entre para continuar ganhando com missões, recompensas e sua sequência diária.',
      heading: 'Que bom ter você de volta',
    },
    SignUp: {
      title: 'Criar conta',
      description: 'Crie uma conta gratuita e comece a ganhar em menos de 2 minutos. Não é preciso ter experiência.',
      heading: 'Criar conta',
    },
    Dashboard: {
      title: 'Painel',
      description: 'Uma demonstração do painel do participante: ganhos, sequências, atividade recente e missões recomendadas.',
      heading: 'Painel',
    },
    Profile: {
      title: 'Perfil',
      description: 'Uma demonstração do perfil do participante: estatísticas, medalhas e configurações da conta.',
      heading: 'Perfil',
    },
    Privacy: {
      title: 'Política de Privacidade',
      description: 'Como coletamos, usamos, compartilhamos e protegemos seus dados, e as escolhas que você tem.',
      heading: 'Política de Privacidade',
    },
    Terms: {
      title: 'Termos de Serviço',
      description: 'Os termos que regem o seu uso do app, das missões, das recompensas e dos tokens.',
      heading: 'Termos de Serviço',
    },
    Eula: {
      title: 'Contrato de Licença de Usuário Final',
      description: 'A licença sob a qual você pode instalar e usar o app para celular.',
      heading: 'Contrato de Licença de Usuário Final',
    },
    AppDownload: {
      title: 'Baixe o app',
      description: 'Baixe o app para Android ou iOS e comece a ganhar recompensas já na primeira missão.',
      heading: 'Baixe nosso app',
    },
    Business: {
      title: 'Dados para empresas',
      description:
        'Dados rotulados e validados por 50K+ colaboradores, com 99% de precisão. Conte-nos sobre o seu projeto e receba um orçamento personalizado em até 24 horas.',
      heading: 'Faça sua empresa crescer com dados da comunidade',
    },
  },
  notFound: {
    title: 'Página não encontrada',
    description: 'A página que você procura não existe ou foi movida.',
    heading: 'Página não encontrada',
  },
  error: {
    heading: 'Erro inesperado no aplicativo!',
    message: 'Não foi possível exibir esta página. Tente novamente em instantes.',
    homeLink: 'Voltar à página inicial',
  },
  form: { optional: '(opcional)', show: 'Mostrar {field}' },
  draft: {
    notProvided: 'Não informado',
    languageLine: 'Idioma: Português (Brasil)',
    opened: {
      title: 'Sua mensagem está esperando no seu app de e-mail',
      text: 'Abrimos um rascunho com tudo o que você escreveu. Toque em enviar lá para falar com a gente. Se nenhum app de e-mail abriu, copie sua mensagem e envie para',
      message: 'Sua mensagem',
      copyMessage: 'Copiar mensagem',
      copyAddress: 'Copiar endereço',
      copied: 'Copiado',
    },
  },
  legal: {
    tableOfContents: 'Nesta página',
    lastUpdated: 'Última atualização:',
    translationNotice: 'Esta tradução é fornecida apenas para sua conveniência. Em caso de divergência, prevalece a versão em inglês.',
  },
};

export default shell;
