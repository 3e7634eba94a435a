import type { HomeHeroWords } from '../schema';

const homeHero: HomeHeroWords = {
  homeHero: {
    eyebrow: 'Gana desde tu celular',
    lead: 'Completa misiones de datos sencillas (etiqueta imágenes, verifica textos, transcribe audio) y gana puntos, dinero o tokens $SCAN mientras ayudas a entrenar una IA mejor. Unirte es gratis y no necesitas experiencia.',
    primaryAction: 'Empieza a ganar',
    secondaryAction: 'Cómo funciona',
    storesLabel: 'Descarga la app',
  },
  sampleRewardsCard: {
    title: 'Tarjeta de recompensas de ejemplo',
    quest: 'Etiquetado de imágenes',
    questDetail: 'Escenas urbanas · cuadros delimitadores',
    progressLabel: 'Progreso del etiquetado',
    nextReward: 'Próxima recompensa: 13 etiquetas por 2,80 tokens',
    note: 'Ejemplo ilustrativo',
  },
};

export default homeHero;
