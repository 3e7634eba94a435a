import type { HomeHeroWords } from '../en/homeHero';

const homeHero: HomeHeroWords = {
  homeHero: {
    eyebrow: 'Gana desde tu celular',
    lead: 'Completa misiones de datos sencillas (etiqueta imágenes, verifica textos, transcribe audio) y gana puntos, dinero o tokens $SCAN mientras ayudas a entrenar una IA mejor. Unirte es gratis y no necesitas experiencia.',
    primaryAction: { label: 'Empieza a ganar', to: '/app-download' },
    secondaryAction: { label: 'Cómo funciona', to: '/how-it-works' },
    storesLabel: 'Descarga la app',
  },
  sampleRewardsCard: {
    title: 'Tarjeta de recompensas de ejemplo',
    quest: 'Etiquetado de imágenes',
    questDetail: 'Escenas urbanas · cuadros delimitadores',
    progressLabel: 'Progreso del etiquetado',
    completed: 87,
    total: 100,
    nextReward: 'Próxima recompensa: 13 etiquetas por 2,80 tokens',
    note: 'Ejemplo ilustrativo',
  },
};

export default homeHero;
