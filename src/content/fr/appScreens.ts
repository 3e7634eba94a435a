import type { AppScreensWords } from '../schema';

const appScreens: AppScreensWords = {
  alt: {
    welcome:
      'L’écran d’accueil de l’app : continuer avec Google ou par e-mail, sans vérification de l’adresse, et 2\u00a0000 points pour vous et l’ami qui vous invite.',
    questList:
      'La liste des quêtes de l’app : une annotation d’images en cours, à 87 annotations sur 100, puis vérification de textes, transcription audio, envoi de tickets de caisse et un sondage.',
    labeling:
      'Une quête d’annotation d’images dans l’app : une scène de rue avec une boîte tracée autour d’une voiture et une seconde en cours de tracé, à l’annotation 87 sur 100.',
    rewards:
      'L’écran des récompenses de l’app : une série As de la semaine à 5 jours sur 7 pour un bonus de 15\u00a0$US, l’annotation d’images à 87 sur 100, et la prochaine récompense de 2,80 jetons dans 13 annotations.',
  },
  tabs: { quests: 'Quêtes', rewards: 'Récompenses', profile: 'Profil' },
  welcome: {
    title: 'Votre première quête vous attend',
    lead: 'Inscription gratuite. Aucune expérience requise.',
    google: 'Continuer avec Google',
    email: 'Continuer par e-mail',
    note: 'Aucune vérification d’e-mail',
    referral: 'Invité par un ami\u00a0? Vous recevez tous deux 2\u00a0000 points.',
  },
  quests: {
    imageLabeling: { name: 'Annotation d’images', detail: 'Scènes de rue · boîtes englobantes' },
    textVerification: { name: 'Vérification de textes', detail: 'Avis produits' },
    audioTranscription: { name: 'Transcription audio', detail: 'Extraits de podcasts' },
    receiptUpload: { name: 'Envoi de tickets', detail: 'Tickets de courses' },
    survey: { name: 'Sondage', detail: 'Habitudes d’achat' },
  },
  questList: {
    title: 'Quêtes',
    lead: 'Choisissez celle qui vous convient',
    filters: { all: 'Toutes', images: 'Images', text: 'Texte', audio: 'Audio' },
    newQuest: 'Nouveau',
  },
  labeling: {
    instruction: 'Tracez une boîte autour de chaque voiture',
    labels: { car: 'Voiture', person: 'Personne', bicycle: 'Vélo' },
    tip: 'Ajustez chaque boîte aux bords de la voiture',
    skip: 'Passer',
    submit: 'Valider',
  },
  rewards: {
    title: 'Récompenses',
    streak: { name: 'As de la semaine', progress: '5 jours sur 7', bonus: 'Bonus de 15\u00a0$US' },
    progressLabel: 'Progression de l’annotation',
    nextReward: 'Prochaine récompense\u00a0: 13 annotations pour 2,80 jetons',
    invite: 'Invitez un ami\u00a0: vous recevez tous deux 2\u00a0000 points',
    redeem: 'Les points seront convertis en jetons et avantages dès l’ouverture des échanges.',
  },
};

export default appScreens;
