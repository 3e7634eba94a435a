import type { NotFoundWords } from '../schema';

const notFound: NotFoundWords = {
  eyebrow: 'Erro 404',
  lead: 'A página que você procura não existe ou foi movida. Veja alguns bons lugares para continuar:',
  links: {
    home: { label: 'Início', description: 'Comece a ganhar com missões rápidas de dados.' },
    howItWorks: { label: 'Como funciona', description: 'Quatro passos do cadastro às recompensas.' },
    helpCenter: { label: 'Central de ajuda', description: 'Pesquise as perguntas frequentes ou fale com o suporte.' },
    business: { label: 'Empresas', description: 'Dados rotulados para os seus projetos de IA.' },
  },
};

export default notFound;
