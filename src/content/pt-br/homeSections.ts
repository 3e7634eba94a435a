import { BrainCircuit, ChartNoAxesCombined, ListChecks, SlidersHorizontal, Users, Zap } from 'lucide-react';
import type { HomeSectionsWords } from '../en/homeSections';

const homeSections: HomeSectionsWords = {
  partnersStrip: {
    title: 'Com a confiança de equipes que constroem a IA do futuro',
    partners: [
      { name: 'Northwind Labs', logo: '/images/partners/northwind-labs.png', alt: 'Northwind Labs' },
      { name: 'Vertexa', logo: '/images/partners/vertexa.png', alt: 'Vertexa' },
      { name: 'Lumen Robotics', logo: '/images/partners/lumen-robotics.png', alt: 'Lumen Robotics' },
      { name: 'Quantive', logo: '/images/partners/quantive.png', alt: 'Quantive' },
      { name: 'Heliograph', logo: '/images/partners/heliograph.png', alt: 'Heliograph' },
    ],
  },
  featuresSection: {
    title: 'Tudo o que você precisa para ganhar do seu jeito',
    lead: 'Missões curtas, recompensas rápidas e controle total sobre quando e como você trabalha.',
    features: [
      {
        icon: ListChecks,
        title: 'Missões simples',
        description: 'Tarefas rápidas que qualquer pessoa consegue fazer em poucos minutos, sempre com instruções claras.',
        features: ['Rotulagem de imagens e checagem de textos', 'Transcrição de áudio e pesquisas', 'Não é preciso ter experiência'],
        gradient: 'primary',
      },
      {
        icon: Zap,
        title: 'Recompensas em tempo real',
        description: 'Os pontos caem no seu saldo assim que a missão passa na verificação.',
        features: ['Creditados geralmente em minutos', 'Sem valor mínimo para saque', 'Pontos, dinheiro ou tokens $SCAN'],
        gradient: 'warning',
      },
      {
        icon: BrainCircuit,
        title: 'O poder de treinar IA',
        description: 'Cada rótulo que você adiciona ajuda equipes a treinar modelos de IA mais justos e precisos.',
        features: ['Dados reais de projetos reais', 'Verificação humana quando necessário', 'Dados compartilhados com consentimento'],
        gradient: 'accent',
      },
      {
        icon: SlidersHorizontal,
        title: 'Controle total',
        description: 'Escolha as missões de que você gosta e trabalhe quando for melhor para você.',
        features: ['Escolha missões por tipo e recompensa', 'Trabalhe de qualquer lugar, a qualquer hora', 'Recuse a venda dos seus dados'],
        gradient: 'danger',
      },
      {
        icon: ChartNoAxesCombined,
        title: 'Acompanhe seu progresso',
        description: 'Veja seus ganhos, sequências e precisão crescerem dia após dia.',
        features: ['Ganhos diários e semanais', 'Bônus de sequência e medalhas', 'Sua precisão sempre à vista'],
        gradient: 'success',
      },
      {
        icon: Users,
        title: 'Movido pela comunidade',
        description: 'Aprenda com outros treinadores de IA e aumente seus ganhos junto com eles.',
        features: [
          '2.000 pontos para você e para cada amigo que você convidar',
          '10% dos pontos dos seus convidados',
          'Comunidade ativa no Discord',
        ],
        gradient: 'primary',
      },
    ],
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
    testimonials: [
      {
        quote:
          'Rotulo imagens no caminho para o trabalho e na hora do almoço. Os pontos aparecem em poucos minutos, então sempre sei exatamente quanto ganhei.',
        author: 'Amara Okafor',
        role: 'Designer de meio período',
        company: 'Studio Kestrel',
        image: '/images/avatars/amara-okafor.png',
        verified: true,
        earnings: 'US$\u00a01.240 ganhos',
      },
      {
        quote:
          'As missões de transcrição são perfeitas entre uma aula e outra. Convidar meu grupo de estudos dobrou meus pontos semanais, graças à participação nas indicações.',
        author: 'Diego Ramírez',
        role: 'Estudante de engenharia',
        company: 'Bayview Polytechnic',
        image: '/images/avatars/diego-ramirez.png',
        verified: true,
        earnings: 'US$\u00a0860 ganhos',
      },
      {
        quote:
          'Gosto de saber que meu trabalho ajuda a treinar uma IA melhor. As instruções são claras, as missões são curtas e não existe valor mínimo para saque.',
        author: 'Priya Nair',
        role: 'Supervisora de varejo',
        company: 'Harbor Street Market',
        image: '/images/avatars/priya-nair.png',
        verified: true,
        earnings: 'US$\u00a02.310 ganhos',
      },
    ],
  },
  finalCallToAction: {
    title: 'Que tal começar a ganhar?',
    lead: 'Baixe o app, conclua sua primeira missão em minutos e receba sua recompensa. Dúvidas? A comunidade está a um clique de distância.',
    primaryAction: { label: 'Baixe o app', to: '/app-download' },
    secondaryAction: { label: 'Entre na comunidade', to: '/community' },
  },
};

export default homeSections;
