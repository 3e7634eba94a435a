import type { BusinessWords } from '../schema';

const business: BusinessWords = {
  businessIntro: {
    eyebrow: 'Para empresas',
    lead: 'Dados de treinamento rotulados e validados por uma comunidade global de colaboradores. Conte do que os seus modelos precisam e receba um orçamento personalizado em até 24 horas.',
    primaryAction: 'Peça um orçamento personalizado',
  },
  businessStats: [
    { number: '50', suffix: 'K+', label: 'Colaboradores ativos' },
    { number: '99', suffix: '%', label: 'Taxa de precisão' },
    { number: '10', suffix: 'x', label: 'Entrega mais rápida' },
    { number: '24/7', suffix: '', label: 'Cobertura global' },
  ],
  businessStatsLabel: 'A comunidade em números',
  benefitsSection: {
    title: 'Por que as equipes escolhem dados da comunidade',
    lead: 'O alcance de uma multidão global com os controles de qualidade de um serviço gerenciado.',
  },
  benefits: {
    verifiedQuality: {
      title: 'Qualidade verificada',
      description:
        'Cada item é conferido automaticamente com respostas de referência e por consenso, com revisores humanos para os casos difíceis, garantindo 99% de precisão.',
    },
    speedAtScale: {
      title: 'Velocidade em escala',
      description:
        'Milhares de colaboradores trabalham no seu lote em paralelo, então projetos que levariam meses internamente são entregues até 10x mais rápido.',
    },
    globalCoverage: {
      title: 'Cobertura diversa e global',
      description:
        'Colaboradores de diferentes fusos horários, idiomas e perfis demográficos rotulam dados 24 horas por dia, dando aos seus modelos dados que refletem o mundo real.',
    },
    consentFirst: {
      title: 'Consentimento em primeiro lugar',
      description:
        'Os dados são coletados com o consentimento de cada colaborador, que pode recusar a qualquer momento, e entregues nos formatos e nos termos de licença de que a sua equipe jurídica precisa.',
    },
  },
  questTypesSection: {
    title: 'Tipos de missão para cada conjunto de dados',
    lead: 'Escolha um tipo de missão pronto ou deixe que a gente desenhe um fluxo de trabalho sob medida para os seus dados.',
  },
  questTypes: {
    'image-labeling': {
      name: 'Rotulagem e classificação de imagens',
      description: 'Caixas delimitadoras, polígonos, pontos-chave e tags para visão computacional, de prateleiras de lojas a cenas de rua.',
    },
    'text-verification': {
      name: 'Verificação e validação de textos',
      description: 'Checagem de fatos, rótulos de sentimento, intenção e entidades, e ranqueamento de respostas para modelos de linguagem.',
    },
    'data-validation': {
      name: 'Qualidade e validação de dados',
      description: 'Remoção de duplicatas, checagem de campos e verificação no mundo real para manter catálogos e cadastros limpos.',
    },
    'audio-transcription': {
      name: 'Transcrição e processamento de áudio',
      description: 'Transcrições, identificação de quem fala e marcação de áudio em diversos sotaques e idiomas para modelos de fala.',
    },
    'content-moderation': {
      name: 'Moderação de conteúdo',
      description:
        'Revisão de imagens, textos e vídeos com base em políticas, feita por moderadores treinados, com fluxos de escalonamento.',
    },
    'custom-tasks': {
      name: 'Tarefas personalizadas de treinamento de IA',
      description:
        'Recibos, pesquisas, videoclipes ou um fluxo de trabalho criado por você, desenvolvidos e testados em piloto com a nossa equipe.',
    },
  },
  quoteForm: {
    title: 'Peça seu orçamento personalizado',
    lead: 'Conte sobre o seu projeto e enviaremos uma proposta sob medida em até 24 horas.',
    requiredNote: 'Todos os campos são obrigatórios, exceto os marcados como opcionais.',
    submit: 'Solicitar meu orçamento',
    addressNote: 'Ao enviar, um rascunho é aberto no seu app de e-mail. Você também pode nos escrever diretamente em',
    promise: 'Proposta em até 24 horas',
    fields: {
      companyName: { label: 'Nome da empresa', placeholder: 'Acme Robotics' },
      contactName: { label: 'Nome do contato', placeholder: 'Maria Silva' },
      email: { label: 'E-mail', placeholder: 'maria@acme.com' },
      phone: { label: 'Telefone', placeholder: '+1 555 010 0199' },
      website: { label: 'Site', placeholder: 'https://acme.com' },
      industry: { label: 'Setor', placeholder: 'Selecione um setor' },
      questType: { label: 'Tipo de missão', placeholder: 'Selecione um tipo de missão' },
      dataVolume: { label: 'Volume de dados', placeholder: 'Selecione um volume' },
      timeline: { label: 'Prazo', placeholder: 'Selecione um prazo' },
      budget: { label: 'Faixa de orçamento', placeholder: 'Selecione uma faixa' },
      description: {
        label: 'Descrição do projeto',
        placeholder: 'Que dados você precisa rotular, em qual formato, e o que o modelo vai fazer?',
      },
    },
    choices: {
      industry: {
        technology: 'Tecnologia',
        healthcare: 'Saúde',
        finance: 'Finanças',
        'e-commerce': 'E-commerce',
        automotive: 'Automotivo',
        'media-entertainment': 'Mídia e entretenimento',
        education: 'Educação',
        manufacturing: 'Indústria',
        other: 'Outro',
      },
      dataVolume: {
        small: 'Pequeno (<\u00a010\u00a0mil itens)',
        medium: 'Médio (10\u00a0mil–100\u00a0mil)',
        large: 'Grande (100\u00a0mil–1\u00a0milhão)',
        enterprise: 'Corporativo (>\u00a01\u00a0milhão)',
      },
      timeline: {
        urgent: 'Urgente (<\u00a01 semana)',
        fast: 'Rápido (1–4 semanas)',
        standard: 'Padrão (1–3 meses)',
        flexible: 'Flexível (>\u00a03 meses)',
      },
      budget: {
        small: 'US$\u00a01\u00a0mil–US$\u00a010\u00a0mil',
        medium: 'US$\u00a010\u00a0mil–US$\u00a050\u00a0mil',
        large: 'US$\u00a050\u00a0mil–US$\u00a0200\u00a0mil',
        enterprise: 'Acima de US$\u00a0200\u00a0mil',
      },
    },
    otherQuestType: 'Outro',
  },
};

export default business;
