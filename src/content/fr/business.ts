import type { BusinessWords } from '../schema';

const business: BusinessWords = {
  businessIntro: {
    eyebrow: 'Pour les entreprises',
    lead: 'Des données d’entraînement annotées et validées par une communauté mondiale de contributeurs. Dites-nous ce dont vos modèles ont besoin et recevez un devis personnalisé sous 24 heures.',
    primaryAction: 'Obtenir un devis personnalisé',
  },
  businessStats: [
    { number: '50', suffix: 'K+', label: 'Contributeurs actifs' },
    { number: '99', suffix: ' %', label: 'Taux de précision' },
    { number: '10', suffix: '×', label: 'Livraison plus rapide' },
    { number: '24 h/24', suffix: '', label: 'Couverture mondiale' },
  ],
  businessStatsLabel: 'La communauté en chiffres',
  benefitsSection: {
    title: 'Pourquoi les équipes choisissent les données de la communauté',
    lead: 'La portée d’une communauté mondiale, avec les contrôles qualité d’un service géré.',
  },
  benefits: {
    verifiedQuality: {
      title: 'Une qualité vérifiée',
      description:
        'Chaque élément est validé par consensus entre plusieurs contributeurs, avec une relecture humaine pour les cas difficiles, pour 99\u00a0% de précision.',
    },
    speedAtScale: {
      title: 'La rapidité à grande échelle',
      description: 'De nombreux contributeurs travaillent en même temps sur votre lot\u00a0: vos données arrivent jusqu’à 10× plus vite.',
    },
    globalCoverage: {
      title: 'Une couverture mondiale et diversifiée',
      description:
        'Des contributeurs de tous fuseaux horaires et de toutes langues annotent à toute heure, pour des données à l’image des personnes qui utiliseront vos modèles.',
    },
    consentFirst: {
      title: 'Le consentement d’abord',
      description:
        'Les données ne sont vendues qu’avec le consentement de chaque contributeur, et chacun se voit promettre la possibilité de refuser.',
    },
  },
  questTypesSection: {
    title: 'Des types de quêtes pour chaque jeu de données',
    lead: 'Choisissez un type de quête prêt à l’emploi ou laissez-nous concevoir un processus adapté à vos données.',
  },
  questTypes: {
    'image-labeling': {
      name: 'Annotation et classification d’images',
      description:
        'Boîtes englobantes, polygones, points clés et étiquettes pour la vision par ordinateur, des rayons de magasin aux scènes de rue.',
    },
    'text-verification': {
      name: 'Vérification et validation de textes',
      description:
        'Vérification des faits, étiquettes de sentiment, d’intention et d’entités, et classement des réponses de modèles de langage.',
    },
    'data-validation': {
      name: 'Qualité et validation des données',
      description:
        'Dédoublonnage, contrôle des champs et vérification sur le terrain pour des catalogues et des fichiers toujours propres.',
    },
    'audio-transcription': {
      name: 'Transcription et traitement audio',
      description:
        'Transcriptions, identification des locuteurs et étiquetage audio, dans de nombreux accents et de nombreuses langues, pour les modèles vocaux.',
    },
    'content-moderation': {
      name: 'Modération de contenu',
      description: 'Examen d’images, de textes et de vidéos selon vos règles, avec une relecture humaine lorsqu’un cas le demande.',
    },
    'custom-tasks': {
      name: 'Tâches personnalisées d’entraînement d’IA',
      description: 'Tickets de caisse, sondages, clips vidéo ou processus de votre conception, construits et testés avec notre équipe.',
    },
  },
  projectSection: {
    title: 'Le déroulement d’un projet',
    lead: 'Trois étapes entre votre premier message et un jeu de données terminé, avec un pilote avant tout passage à plein volume.',
    steps: {
      brief: {
        title: 'Cadrage',
        description:
          'Indiquez-nous dans le formulaire de devis ce que vous voulez faire annoter, le type de quête adapté, ainsi que le volume et le délai envisagés.',
        outcome: 'Une proposition sur mesure sous 24 heures',
      },
      pilot: {
        title: 'Pilote',
        description:
          'Des contributeurs annotent un premier petit lot. Vous le vérifiez selon vos propres critères, et nous affinons les consignes avec vous avant le traitement complet.',
        outcome: 'Un lot d’essai à examiner',
      },
      delivery: {
        title: 'Livraison',
        description:
          'La communauté traite l’ensemble du volume jour et nuit, chaque élément passe ses contrôles, et vos données arrivent dans le délai choisi.',
        outcome: 'Votre jeu de données annoté',
      },
    },
    action: 'Décrire votre projet',
  },
  proofSection: {
    title: 'Qualité et protection des données',
    lead: 'Comment chaque annotation est contrôlée, et comment sont traitées les personnes qui la produisent.',
    panels: {
      quality: {
        title: 'Comment la qualité est assurée',
        description:
          'Aucune réponse n’entre telle quelle dans vos données. Trois niveaux de contrôle maintiennent le taux de précision à 99 %.',
        points: [
          'Plusieurs contributeurs annotent chaque élément, et leurs réponses sont comparées pour dégager un consensus.',
          'Une contribution n’est retenue qu’une fois la vérification passée.',
          'Des relecteurs humains interviennent quand les contributeurs ne sont pas d’accord ou qu’un cas demande un examen plus attentif.',
          'Le lot pilote que vous validez fixe la norme pour le traitement complet.',
        ],
      },
      dataProtection: {
        title: 'Comment les données des contributeurs sont traitées',
        description: 'Les données que vous achetez viennent de personnes qui ont choisi de les partager.',
        points: [
          'Les données de quêtes ne sont vendues ou concédées sous licence qu’avec le consentement des contributeurs qui les ont produites.',
          'Un droit d’opposition est promis à chaque contributeur.',
          'Un délégué à la protection des données supervise le traitement des informations personnelles.',
          'L’accès aux données des contributeurs est fondé sur les rôles : chacun ne voit que ce que sa fonction exige.',
        ],
      },
    },
    accuracy: {
      number: '99',
      suffix: ' %',
      label: 'Taux de précision',
    },
    privacyLink: 'Lire notre politique de confidentialité',
    action: 'Parler de votre projet',
  },
  deliverablesSection: {
    title: 'Ce que vous recevez',
    lead: 'Des conditions simples : les données demandées, dans le volume et le délai que vous choisissez dans le formulaire de devis.',
    items: {
      data: {
        title: 'Des données annotées',
        description:
          'Des éléments annotés pour le type de quête choisi, ou pour une tâche sur mesure conçue avec vous, chacun contrôlé avant la livraison.',
      },
      volume: {
        title: 'Volume',
        description: 'Selon les besoins de votre projet, en quatre tailles :',
      },
      timeline: {
        title: 'Délai',
        description: 'Livré au rythme que vous choisissez :',
      },
    },
    action: 'Demander un devis',
  },
  quoteForm: {
    title: 'Obtenez votre devis personnalisé',
    lead: 'Présentez-nous votre projet et nous vous enverrons une proposition sur mesure sous 24 heures.',
    requiredNote: 'Tous les champs sont obligatoires, sauf ceux marqués « facultatif ».',
    submit: 'Demander mon devis',
    addressNote: '« Demander mon devis » ouvre un brouillon dans votre messagerie. Vous pouvez aussi nous écrire directement à',
    promise: 'Proposition sous 24 heures',
    fields: {
      companyName: { label: 'Nom de l’entreprise', placeholder: 'Acme Robotics' },
      contactName: { label: 'Nom du contact', placeholder: 'Jeanne Martin' },
      email: { label: 'E-mail', placeholder: 'jeanne@acme.com' },
      phone: { label: 'Téléphone', placeholder: '+33 1 99 00 12 34' },
      website: { label: 'Site web', placeholder: 'https://acme.com' },
      industry: { label: 'Secteur d’activité', placeholder: 'Sélectionnez un secteur' },
      questType: { label: 'Type de quête', placeholder: 'Sélectionnez un type de quête' },
      dataVolume: { label: 'Volume de données', placeholder: 'Sélectionnez un volume' },
      timeline: { label: 'Délai', placeholder: 'Sélectionnez un délai' },
      budget: { label: 'Fourchette de budget', placeholder: 'Sélectionnez un budget' },
      description: {
        label: 'Description du projet',
        placeholder: 'Quelles données faut-il annoter, dans quel format, et à quoi servira le modèle ?',
      },
    },
    choices: {
      industry: {
        technology: 'Technologie',
        healthcare: 'Santé',
        finance: 'Finance',
        'e-commerce': 'E-commerce',
        automotive: 'Automobile',
        'media-entertainment': 'Médias et divertissement',
        education: 'Éducation',
        manufacturing: 'Industrie manufacturière',
        other: 'Autre',
      },
      dataVolume: {
        small: 'Petit (< 10 000 éléments)',
        medium: 'Moyen (10 000–100 000)',
        large: 'Grand (100 000–1 000 000)',
        enterprise: 'Très grand (> 1 000 000)',
      },
      timeline: {
        urgent: 'Urgent (< 1 semaine)',
        fast: 'Rapide (1–4 semaines)',
        standard: 'Standard (1–3 mois)',
        flexible: 'Flexible (> 3 mois)',
      },
      budget: {
        small: '1 000–10 000 $US',
        medium: '10 000–50 000 $US',
        large: '50 000–200 000 $US',
        enterprise: '200 000 $US et plus',
      },
    },
    otherQuestType: 'Autre',
  },
};

export default business;
