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
        'Cada item é validado por consenso entre vários colaboradores, com revisores humanos para os casos difíceis, para chegar a 99% de precisão.',
    },
    speedAtScale: {
      title: 'Velocidade em escala',
      description: 'Muitos colaboradores trabalham no seu lote ao mesmo tempo, e seus dados chegam até 10x mais rápido.',
    },
    globalCoverage: {
      title: 'Cobertura diversa e global',
      description:
        'Colaboradores de vários fusos horários e idiomas rotulam a qualquer hora, para que seus dados reflitam as pessoas que vão usar seus modelos.',
    },
    consentFirst: {
      title: 'Consentimento em primeiro lugar',
      description: 'Os dados só são vendidos com o consentimento de cada colaborador, e todos têm a promessa de poder recusar.',
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
      description: 'Revisão de imagens, textos e vídeos conforme as suas políticas, com revisão humana quando um caso pede mais atenção.',
    },
    'custom-tasks': {
      name: 'Tarefas personalizadas de treinamento de IA',
      description:
        'Recibos, pesquisas, videoclipes ou um fluxo de trabalho criado por você, desenvolvidos e testados em piloto com a nossa equipe.',
    },
  },
  projectSection: {
    title: 'Como um projeto funciona',
    lead: 'Três etapas da sua primeira mensagem até um conjunto de dados pronto, com um piloto antes de qualquer trabalho em volume total.',
    steps: {
      brief: {
        title: 'Briefing',
        description:
          'Conte no formulário de orçamento o que você precisa rotular, qual tipo de missão se encaixa e o volume e o prazo que você tem em mente.',
        outcome: 'Uma proposta sob medida em até 24 horas',
      },
      pilot: {
        title: 'Piloto',
        description:
          'Colaboradores rotulam um primeiro lote pequeno. Você o confere com os seus próprios critérios, e ajustamos as instruções com você antes da execução completa.',
        outcome: 'Um lote de amostra para revisar',
      },
      delivery: {
        title: 'Entrega',
        description:
          'A comunidade trabalha o volume total dia e noite, cada item passa pelas verificações e os seus dados chegam no prazo que você escolheu.',
        outcome: 'O seu conjunto de dados rotulado',
      },
    },
    action: 'Envie o seu briefing',
  },
  proofSection: {
    title: 'Qualidade e proteção de dados',
    lead: 'Como cada rótulo é verificado e como são tratadas as pessoas que o produzem.',
    panels: {
      quality: {
        title: 'Como a qualidade é mantida',
        description: 'Nenhuma resposta vai direto para os seus dados. Três camadas de verificação mantêm a taxa de precisão em 99%.',
        points: [
          'Vários colaboradores rotulam cada item, e as respostas são comparadas em busca de consenso.',
          'Um envio só conta depois de passar pela verificação.',
          'Revisores humanos entram em ação quando os colaboradores discordam ou um caso pede um olhar mais atento.',
          'O lote piloto que você aprova define o padrão para a execução completa.',
        ],
      },
      dataProtection: {
        title: 'Como os dados dos colaboradores são tratados',
        description: 'Os dados que você compra vêm de pessoas que escolheram compartilhá-los.',
        points: [
          'Os dados das missões só são vendidos ou licenciados com o consentimento dos colaboradores que os produziram.',
          'Todo colaborador recebe a promessa de que pode revogar o consentimento.',
          'Um encarregado de proteção de dados supervisiona o tratamento das informações pessoais.',
          'O acesso aos dados dos colaboradores é baseado em funções: cada pessoa vê apenas o que a sua função exige.',
        ],
      },
    },
    accuracy: {
      number: '99',
      suffix: '%',
      label: 'Taxa de precisão',
    },
    privacyLink: 'Leia a nossa Política de Privacidade',
    action: 'Fale sobre o seu projeto',
  },
  deliverablesSection: {
    title: 'O que você recebe',
    lead: 'Condições claras: os dados que você pediu, no volume e no prazo que você escolhe no formulário de orçamento.',
    items: {
      data: {
        title: 'Dados rotulados',
        description:
          'Itens rotulados para o tipo de missão que você escolher, ou para uma tarefa personalizada criada com você, cada um verificado antes da entrega.',
      },
      volume: {
        title: 'Volume',
        description: 'O que o seu projeto precisar, em quatro tamanhos:',
      },
      timeline: {
        title: 'Prazo',
        description: 'Entregue no ritmo que você escolher:',
      },
    },
    action: 'Peça um orçamento',
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
        small: 'Pequeno (< 10 mil itens)',
        medium: 'Médio (10 mil–100 mil)',
        large: 'Grande (100 mil–1 milhão)',
        enterprise: 'Corporativo (> 1 milhão)',
      },
      timeline: {
        urgent: 'Urgente (< 1 semana)',
        fast: 'Rápido (1–4 semanas)',
        standard: 'Padrão (1–3 meses)',
        flexible: 'Flexível (> 3 meses)',
      },
      budget: {
        small: 'US$\u00a01 mil–US$\u00a010 mil',
        medium: 'US$\u00a010 mil–US$\u00a050 mil',
        large: 'US$\u00a050 mil–US$\u00a0200 mil',
        enterprise: 'Acima de US$\u00a0200 mil',
      },
    },
    otherQuestType: 'Outro',
  },
};

export default business;
