import type { HomeHeroWords } from '../schema';

const homeHero: HomeHeroWords = {
  homeHero: {
    eyebrow: 'Gana desde tu celular',
    lead: 'Completa misiones de datos sencillas (etiqueta imágenes, verifica textos, transcribe audio) y gana puntos, dinero o tokens $SCAN mientras ayudas a entrenar una IA mejor. Unirte es gratis y no necesitas experiencia.',
    primaryAction: 'Empieza a ganar',
    secondaryAction: 'Cómo funciona',
    storesLabel: 'Descarga la app',
    phoneNote: 'Ejemplo ilustrativo',
  },
};

export default homeHero;
