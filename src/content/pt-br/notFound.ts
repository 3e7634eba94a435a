import type { NotFoundWords } from '../en/notFound';

const notFound: NotFoundWords = {
  eyebrow: 'Erro 404',
  lead: 'A página que você procura não existe ou foi movida. Veja alguns bons lugares para continuar:',
  links: [
    { label: 'Início', to: '/', description: 'Comece a ganhar com missões rápidas de dados.' },
    { label: 'Como funciona', to: '/how-it-works', description: 'Quatro passos do cadastro às recompensas.' },
    { label: 'Central de ajuda', to: '/support', description: 'Pesquise as perguntas frequentes ou fale com o suporte.' },
    { label: 'Empresas', to: '/business', description: 'Dados rotulados para os seus projetos de IA.' },
  ],
};

export default notFound;
