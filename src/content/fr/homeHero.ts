import type { HomeHeroWords } from '../schema';

const homeHero: HomeHeroWords = {
  homeHero: {
    eyebrow: 'Gagnez depuis votre téléphone',
    lead: 'Accomplissez de simples quêtes de données — annotez des images, vérifiez des textes, transcrivez de l’audio — et gagnez des points, de l’argent ou des jetons $SCAN tout en aidant à entraîner une IA plus performante. Inscription gratuite, aucune expérience requise.',
    primaryAction: 'Commencer à gagner',
    secondaryAction: 'Comment ça marche',
    storesLabel: 'Téléchargez l’app',
    phoneNote: 'Exemple fictif',
  },
};

export default homeHero;
