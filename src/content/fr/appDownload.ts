import type { AppDownloadWords } from '../schema';

const appDownload: AppDownloadWords = {
  eyebrow: 'Gratuit sur Android et iOS',
  lead: 'Installez l’application sur votre téléphone, choisissez une quête et gagnez des points, de l’argent ou des jetons $SCAN dès votre toute première tâche. Inscription gratuite, aucune expérience requise.',
  storesTitle: 'Choisissez votre boutique',
  storesLead: 'Les deux applications sont gratuites et proposent les mêmes quêtes et les mêmes récompenses.',
  storeCodes: {
    caption: 'Scannez avec l’appareil photo de votre téléphone',
    labels: { googlePlay: 'Code QR de Google Play', appStore: 'Code QR de l’App Store' },
  },
  benefitsTitle: 'Pourquoi gagner avec l’application',
  benefits: {
    instantEarnings: {
      title: 'Des gains instantanés',
      description: 'Les points sont crédités dès qu’une quête a passé la vérification, en général en quelques minutes.',
    },
    workAnywhere: {
      title: 'Où que vous soyez',
      description: 'Chaque quête ne prend que quelques minutes : accomplissez-les dans le bus, pendant une pause ou depuis votre canapé.',
    },
    easyToUse: {
      title: 'Simple à utiliser',
      description:
        'Des consignes claires pour chaque quête. Téléchargez, connectez-vous et lancez-vous : aucune vérification d’e-mail n’est nécessaire.',
    },
  },
  webTitle: 'Vous préférez le web ?',
  webLead: 'Connectez-vous ou créez votre compte dans le navigateur, puis reprenez là où vous en étiez dans l’application.',
  webLinks: { signIn: 'Se connecter', signUp: 'S’inscrire' },
};

export default appDownload;
