import { BrainCircuit, ChartNoAxesCombined, ListChecks, SlidersHorizontal, Users, Zap } from 'lucide-react';
import type { HomeSectionsWords } from '../en/homeSections';

const homeSections: HomeSectionsWords = {
  partnersStrip: {
    title: 'Ils construisent l’IA de demain et nous font confiance',
    partners: [
      { name: 'Northwind Labs', logo: '/images/partners/northwind-labs.png', alt: 'Northwind Labs' },
      { name: 'Vertexa', logo: '/images/partners/vertexa.png', alt: 'Vertexa' },
      { name: 'Lumen Robotics', logo: '/images/partners/lumen-robotics.png', alt: 'Lumen Robotics' },
      { name: 'Quantive', logo: '/images/partners/quantive.png', alt: 'Quantive' },
      { name: 'Heliograph', logo: '/images/partners/heliograph.png', alt: 'Heliograph' },
    ],
  },
  featuresSection: {
    title: 'Tout ce qu’il faut pour gagner à votre façon',
    lead: 'Des quêtes courtes, des récompenses rapides, et vous décidez quand et comment travailler.',
    features: [
      {
        icon: ListChecks,
        title: 'Des quêtes simples',
        description: 'Des tâches courtes, à la portée de tous en quelques minutes, avec des consignes claires à chaque fois.',
        features: ['Annotation d’images et vérification de textes', 'Transcription audio et sondages', 'Aucune expérience requise'],
        gradient: 'primary',
      },
      {
        icon: Zap,
        title: 'Récompenses en temps réel',
        description: 'Les points arrivent sur votre solde dès qu’une quête a passé la vérification.',
        features: ['Crédités en général en quelques minutes', 'Aucun seuil minimum de paiement', 'Points, argent ou jetons $SCAN'],
        gradient: 'warning',
      },
      {
        icon: BrainCircuit,
        title: 'Au service de l’IA',
        description: 'Chaque annotation que vous ajoutez aide des équipes à entraîner des modèles d’IA plus justes et plus précis.',
        features: [
          'De vraies données issues de vrais projets',
          'Vérification humaine si nécessaire',
          'Données partagées avec votre consentement',
        ],
        gradient: 'accent',
      },
      {
        icon: SlidersHorizontal,
        title: 'Vous gardez la main',
        description: 'Choisissez les quêtes qui vous plaisent et travaillez quand cela vous convient.',
        features: [
          'Quêtes au choix, par type et récompense',
          'Où vous voulez, quand vous voulez',
          'Refus possible de la vente des données',
        ],
        gradient: 'danger',
      },
      {
        icon: ChartNoAxesCombined,
        title: 'Suivez vos progrès',
        description: 'Regardez vos gains, vos séries et votre précision progresser jour après jour.',
        features: ['Gains quotidiens et hebdomadaires', 'Bonus de série et badges', 'Votre précision en un coup d’œil'],
        gradient: 'success',
      },
      {
        icon: Users,
        title: 'Porté par la communauté',
        description: 'Apprenez des autres entraîneurs d’IA et faites grimper vos gains ensemble.',
        features: ['2 000 points pour vous et chaque ami invité', '10 % des points de vos filleuls', 'Une communauté Discord active'],
        gradient: 'primary',
      },
    ],
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
    testimonials: [
      {
        quote:
          'J’annote des images dans les transports et pendant la pause déjeuner. Les points arrivent en quelques minutes, alors je sais toujours exactement ce que j’ai gagné.',
        author: 'Amara Okafor',
        role: 'Designer à temps partiel',
        company: 'Studio Kestrel',
        image: '/images/avatars/amara-okafor.png',
        verified: true,
        earnings: '1 240 $US gagnés',
      },
      {
        quote:
          'Les quêtes de transcription sont parfaites entre deux cours. En invitant mon groupe de révision, j’ai doublé mes points de la semaine grâce à la part de parrainage.',
        author: 'Diego Ramírez',
        role: 'Étudiant en ingénierie',
        company: 'Bayview Polytechnic',
        image: '/images/avatars/diego-ramirez.png',
        verified: true,
        earnings: '860 $US gagnés',
      },
      {
        quote:
          'J’aime savoir que mon travail entraîne une meilleure IA. Les consignes sont claires, les quêtes sont courtes et il n’y a aucun seuil minimum de paiement.',
        author: 'Priya Nair',
        role: 'Responsable en magasin',
        company: 'Harbor Street Market',
        image: '/images/avatars/priya-nair.png',
        verified: true,
        earnings: '2 310 $US gagnés',
      },
    ],
  },
  finalCallToAction: {
    title: 'Envie de commencer à gagner ?',
    lead: 'Téléchargez l’application, terminez votre première quête en quelques minutes et recevez votre récompense. Des questions ? La communauté est à un clic.',
    primaryAction: { label: 'Télécharger l’app', to: '/app-download' },
    secondaryAction: { label: 'Rejoindre la communauté', to: '/community' },
  },
};

export default homeSections;
