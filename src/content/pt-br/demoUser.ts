import type { DemoUserWords } from '../schema';

const demoUser: DemoUserWords = {
  accountNavLabel: 'Conta de demonstração',
  demoProfile: {
    location: 'Austin, Texas',
    bio: 'Treino IA desde 2024. Adoro missões de rotulagem de imagens, dados bem organizados e manter viva a minha sequência diária.',
  },
  ranks: { Bronze: 'Bronze', Silver: 'Prata', Gold: 'Ouro', Platinum: 'Platina' },
  badges: {
    speed: { name: 'Velocidade Máxima', description: '10 missões em uma hora' },
    accuracy: { name: 'Mestre da Precisão', description: '98% de precisão em 100 missões' },
    first: { name: 'Primeira Missão', description: 'Conclua sua primeira missão' },
    streak: { name: 'Guerreiro da Semana', description: '7 dias seguidos' },
    community: { name: 'Amigo da Comunidade', description: 'Ajude mais de 50 novos membros' },
    data: { name: 'Especialista em Dados', description: '500 missões de validação de dados' },
    image: { name: 'Craque das Imagens', description: '1.000 missões de rotulagem de imagens' },
    elite: { name: 'Elite dos Ganhos', description: 'Ganhe US$\u00a05.000 no total' },
  },
  perHour: (amount) => `${amount}/h`,
  dashboard: {
    eyebrow: 'Painel de demonstração',
    greeting: (firstName) => `Que bom ter você de volta, ${firstName}!`,
    lead: 'Veja como as suas missões estão rendendo. Estes números são uma demonstração estática.',
    streak: {
      title: { '=0': 'Sequência de {count} dias!', one: 'Sequência de {count} dia!', other: 'Sequência de {count} dias!' },
      text: (badge) => ({
        '=0': `Conclua uma missão hoje para manter a sequência. Faltam {count} dias para o bônus da medalha ${badge}.`,
        one: `Conclua uma missão hoje para manter a sequência. Falta {count} dia para o bônus da medalha ${badge}.`,
        other: `Conclua uma missão hoje para manter a sequência. Faltam {count} dias para o bônus da medalha ${badge}.`,
      }),
    },
    stats: {
      todayEarnings: 'Ganhos de hoje',
      questsCompleted: 'Missões concluídas',
      hourlyRate: 'Ganho por hora',
      rank: 'Nível atual',
    },
    earnings: {
      title: 'Visão geral dos ganhos',
      periodGroupLabel: 'Período dos ganhos',
      periods: {
        day: { button: 'Dia', caption: 'Ganho hoje', chart: 'Ganhos por hora hoje' },
        week: { button: 'Semana', caption: 'Ganho nesta semana', chart: 'Ganhos por dia nesta semana' },
        month: { button: 'Mês', caption: 'Ganho neste mês', chart: 'Ganhos por semana neste mês' },
      },
      slots: {
        h08: '8h',
        h10: '10h',
        h12: '12h',
        h14: '14h',
        h16: '16h',
        h18: '18h',
        h20: '20h',
        mon: 'Seg',
        tue: 'Ter',
        wed: 'Qua',
        thu: 'Qui',
        fri: 'Sex',
        sat: 'Sáb',
        sun: 'Dom',
        week1: 'Semana 1',
        week2: 'Semana 2',
        week3: 'Semana 3',
        week4: 'Semana 4',
      },
      // Semicolons between bars: the amounts already hold decimal commas.
      description: (title, points, highest) =>
        `${title}: ${points.map((point) => `${point.label}, ${point.amount}`).join('; ')}. Maior valor: ${highest.label}, ${highest.amount}.`,
      scaleNote: (bottom, top) => `A altura das barras vai de ${bottom}, na linha de base, a ${top}, na linha superior.`,
    },
    activity: {
      title: 'Atividade recente',
      status: { completed: 'Concluída', 'in-progress': 'Em andamento' },
      items: {
        'act-1': { title: 'Transcrição de áudio: trecho de podcast', time: 'há 10 minutos' },
        'act-2': { title: 'Rotulagem de imagens: placas de trânsito', time: 'há 2 horas' },
        'act-3': { title: 'Verificação de textos: avaliações de produtos', time: 'há 4 horas' },
        'act-4': { title: 'Validação de dados: horários de lojas', time: 'Ontem' },
      },
    },
    quickActions: {
      title: 'Ações rápidas',
      actions: { 'find-quests': 'Encontrar novas missões', 'view-earnings': 'Ver ganhos', 'withdraw-funds': 'Sacar saldo' },
    },
    recommended: {
      title: 'Missões recomendadas',
      rewardLabel: 'Recompensa',
      timeLabel: 'Tempo estimado',
      quests: {
        'rq-1': 'Rotular cenas de trânsito',
        'rq-2': 'Verificar totais de recibos',
        'rq-3': 'Moderar posts de fórum',
      },
      difficulties: { Easy: 'Fácil', Medium: 'Média', Hard: 'Difícil' },
      minutes: { other: '{count} min' },
    },
    achievement: {
      title: 'Próxima conquista',
      description: 'Conclua pelo menos uma missão por dia durante 7 dias seguidos.',
      days: { '=0': '{count} dias', one: '{count} dia', other: '{count} dias' },
      progress: (done, goal, days) => `${done} de ${days(goal)}`,
      bonus: (amount) => `Bônus de ${amount}`,
    },
  },
  profile: {
    eyebrow: 'Perfil de demonstração',
    lead: 'Seu perfil público de participante, suas medalhas e as configurações da conta. Nesta demonstração, as alterações não são salvas.',
    rankPill: (rank) => `Nível ${rank}`,
    stats: {
      totalEarned: 'Total ganho',
      questsDone: 'Missões feitas',
      hourlyRate: 'Ganho por hora',
      dayStreak: 'Dias de sequência',
    },
    edit: {
      open: 'Editar perfil',
      formTitle: 'Edite seus dados',
      close: 'Sair do modo de edição',
      save: 'Salvar alterações',
      notice: 'Isto é uma demonstração: nada do que você alterar aqui será salvo.',
      fields: {
        firstName: 'Nome',
        lastName: 'Sobrenome',
        email: 'E-mail',
        phone: 'Telefone',
        location: 'Localização',
        bio: 'Bio',
      },
    },
    badges: { title: 'Conquistas e medalhas', earned: 'Conquistada', notEarned: 'Não conquistada' },
    accountStats: {
      title: 'Estatísticas da conta',
      memberSince: 'Membro desde',
      totalBadges: 'Total de medalhas',
      rank: 'Nível atual',
      successRate: 'Taxa de sucesso',
      badgeCount: (earned, total) => `${earned} de ${total}`,
      percent: (value) => `${value}%`,
    },
    settings: {
      title: 'Configurações da conta',
      actions: {
        'payment-methods': 'Formas de pagamento',
        notifications: 'Configurações de notificações',
        privacy: 'Configurações de privacidade',
        'download-data': 'Baixar dados',
        'delete-account': 'Excluir conta',
      },
    },
  },
};

export default demoUser;
