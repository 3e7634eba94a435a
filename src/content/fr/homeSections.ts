import type { HomeSectionsWords } from '../schema';

const homeSections: HomeSectionsWords = {
  partnersStrip: { title: 'Ils construisent l’IA de demain et nous font confiance' },
  featuresSection: {
    title: 'Tout ce qu’il faut pour gagner à votre façon',
    lead: 'Des quêtes courtes, des récompenses rapides, et vous décidez quand et comment travailler.',
    features: {
      simpleQuests: {
        title: 'Des quêtes simples',
        description: 'Des tâches courtes, à la portée de tous en quelques minutes, avec des consignes claires à chaque fois.',
        points: ['Annotation d’images et vérification de textes', 'Transcription audio et sondages', 'Aucune expérience requise'],
      },
      realTimeRewards: {
        title: 'Récompenses en temps réel',
        description: 'Les points arrivent sur votre solde dès qu’une quête a passé la vérification.',
        points: ['Crédités en général en quelques minutes', 'Aucun seuil minimum de paiement', 'Points, argent ou jetons $SCAN'],
      },
      aiTraining: {
        title: 'Au service de l’IA',
        description: 'Chaque annotation que vous ajoutez aide des équipes à entraîner des modèles d’IA plus justes et plus précis.',
        points: [
          'De vraies données issues de vrais projets',
          'Vérification humaine si nécessaire',
          'Données partagées avec votre consentement',
        ],
      },
      fullControl: {
        title: 'Vous gardez la main',
        description: 'Choisissez les quêtes qui vous plaisent et travaillez quand cela vous convient.',
        points: ['Quêtes au choix, par type et récompense', 'Où vous voulez, quand vous voulez', 'Refus possible de la vente des données'],
      },
      trackProgress: {
        title: 'Suivez vos progrès',
        description: 'Regardez vos gains, vos séries et votre précision progresser jour après jour.',
        points: ['Gains quotidiens et hebdomadaires', 'Bonus de série et badges', 'Votre précision en un coup d’œil'],
      },
      communityDriven: {
        title: 'Porté par la communauté',
        description: 'Apprenez des autres entraîneurs d’IA et faites grimper vos gains ensemble.',
        points: ['2 000 points pour vous et chaque ami invité', '10 % des points de vos filleuls', 'Une communauté Discord active'],
      },
    },
  },
  statsBand: {
    title: 'Des récompenses qui s’additionnent',
    lead: 'Une communauté grandissante d’entraîneurs d’IA, payés pour un vrai travail.',
    stats: [
      { number: '2,5 M $US', suffix: '+', label: 'Versés aux entraîneurs' },
      { number: '50K', suffix: '+', label: 'Utilisateurs actifs' },
      { number: '1M', suffix: '+', label: 'Quêtes accomplies par jour' },
      { number: '< 10', suffix: ' min', label: 'De l’inscription au paiement' },
    ],
    note: 'Aucun seuil minimum de paiement',
  },
  testimonialsSection: {
    title: 'Les entraîneurs d’IA l’adorent',
    lead: 'Le quotidien de personnes qui glissent des quêtes dans leur journée.',
    verifiedLabel: 'gains vérifiés',
    testimonials: {
      amara: {
        quote:
          'J’annote des images dans les transports et pendant la pause déjeuner. Les points arrivent en quelques minutes, alors je sais toujours exactement ce que j’ai gagné.',
        role: 'Designer à temps partiel',
        earnings: '1 240 $US gagnés',
      },
      diego: {
        quote:
          'Les quêtes de transcription sont parfaites entre deux cours. En invitant mon groupe de révision, j’ai doublé mes points de la semaine grâce à la part de parrainage.',
        role: 'Étudiant en ingénierie',
        earnings: '860 $US gagnés',
      },
      priya: {
        quote:
          'J’aime savoir que mon travail entraîne une meilleure IA. Les consignes sont claires, les quêtes sont courtes et il n’y a aucun seuil minimum de paiement.',
        role: 'Responsable en magasin',
        earnings: '2 310 $US gagnés',
      },
    },
  },
  finalCallToAction: {
    title: 'Envie de commencer à gagner ?',
    lead: 'Téléchargez l’application, terminez votre première quête en quelques minutes et recevez votre récompense. Des questions ? La communauté est à un clic.',
    primaryAction: 'Télécharger l’app',
    secondaryAction: 'Rejoindre la communauté',
  },
};

export default homeSections;
