import type { HomeHeroWords } from '../schema';

const homeHero: HomeHeroWords = {
  homeHero: {
    eyebrow: 'Ganhe pelo celular',
    lead: 'Conclua missões simples de dados — rotule imagens, verifique textos, transcreva áudios — e ganhe pontos, dinheiro ou tokens $SCAN enquanto ajuda a treinar uma IA melhor. Cadastro gratuito, sem precisar de experiência.',
    primaryAction: 'Comece a ganhar',
    secondaryAction: 'Como funciona',
    storesLabel: 'Baixe o app',
    phoneNote: 'Exemplo ilustrativo',
  },
};

export default homeHero;
