import type { HomeSectionsWords } from '../schema';

const homeSections: HomeSectionsWords = {
  partnersStrip: { title: 'Com a confiança de equipes que constroem a IA do futuro' },
  featuresSection: {
    title: 'Tudo o que você precisa para ganhar do seu jeito',
    lead: 'Missões curtas, recompensas rápidas e controle total sobre quando e como você trabalha.',
    features: {
      simpleQuests: {
        title: 'Missões simples',
        description: 'Tarefas rápidas que qualquer pessoa consegue fazer em poucos minutos, sempre com instruções claras.',
        points: ['Rotulagem de imagens e checagem de textos', 'Transcrição de áudio e pesquisas', 'Não é preciso ter experiência'],
      },
      realTimeRewards: {
        title: 'Recompensas em tempo real',
        description: 'Os pontos caem no seu saldo assim que a missão passa na verificação.',
        points: ['Creditados geralmente em minutos', 'Sem valor mínimo para saque', 'Pontos, dinheiro ou tokens $SCAN'],
      },
      aiTraining: {
        title: 'O poder de treinar IA',
        description: 'Cada rótulo que você adiciona ajuda equipes a treinar modelos de IA mais justos e precisos.',
        points: ['Dados reais de projetos reais', 'Verificação humana quando necessário', 'Dados compartilhados com consentimento'],
      },
      fullControl: {
        title: 'Controle total',
        description: 'Escolha as missões de que você gosta e trabalhe quando for melhor para você.',
        points: ['Escolha missões por tipo e recompensa', 'Trabalhe de qualquer lugar, a qualquer hora', 'Recuse a venda dos seus dados'],
      },
      trackProgress: {
        title: 'Acompanhe seu progresso',
        description: 'Veja seus ganhos, sequências e precisão crescerem dia após dia.',
        points: ['Ganhos diários e semanais', 'Bônus de sequência e medalhas', 'Sua precisão sempre à vista'],
      },
      communityDriven: {
        title: 'Movido pela comunidade',
        description: 'Aprenda com outros treinadores de IA e aumente seus ganhos junto com eles.',
        points: [
          '2.000 pontos para você e para cada amigo que você convidar',
          '10% dos pontos dos seus convidados',
          'Comunidade ativa no Discord',
        ],
      },
    },
  },
  statsBand: {
    title: 'Recompensas que se somam',
    lead: 'Uma comunidade crescente de treinadores de IA, pagos por trabalho real.',
    stats: [
      { number: '$2.5M', suffix: '+', label: 'Pagos aos treinadores' },
      { number: '50K', suffix: '+', label: 'Usuários ativos' },
      { number: '1M', suffix: '+', label: 'Missões concluídas por dia' },
      { number: '<10', suffix: ' min', label: 'Do cadastro ao pagamento' },
    ],
    note: 'Sem valor mínimo para saque',
  },
  testimonialsSection: {
    title: 'Quem treina IA aprova',
    lead: 'Rotinas reais de pessoas que encaixam as missões no dia a dia.',
    verifiedLabel: 'Perfil verificado',
    testimonials: {
      amara: {
        quote:
          'Rotulo imagens no caminho para o trabalho e na hora do almoço. Os pontos aparecem em poucos minutos, então sempre sei exatamente quanto ganhei.',
        role: 'Designer de meio período',
        earnings: 'US$\u00a01.240 ganhos',
      },
      diego: {
        quote:
          'As missões de transcrição são perfeitas entre uma aula e outra. Convidar meu grupo de estudos dobrou meus pontos semanais, graças à participação nas indicações.',
        role: 'Estudante de engenharia',
        earnings: 'US$\u00a0860 ganhos',
      },
      priya: {
        quote:
          'Gosto de saber que meu trabalho ajuda a treinar uma IA melhor. As instruções são claras, as missões são curtas e não existe valor mínimo para saque.',
        role: 'Supervisora de varejo',
        earnings: 'US$\u00a02.310 ganhos',
      },
    },
  },
  finalCallToAction: {
    title: 'Que tal começar a ganhar?',
    lead: 'Baixe o app, conclua sua primeira missão em minutos e receba sua recompensa. Dúvidas? A comunidade está a um clique de distância.',
    primaryAction: 'Baixe o app',
    secondaryAction: 'Entre na comunidade',
  },
};

export default homeSections;
