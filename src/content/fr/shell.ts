import type { ShellWords } from '../schema';

const shell: ShellWords = {
  formats: {
    follows: 'fr-FR',
    group: '\u202f',
    decimal: ',',
    usd: '{amount}\u00a0$US',
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    longDate: '{day} {month} {year}',
    monthYear: '{month} {year}',
  },
  skipLink: 'Aller au contenu principal',
  menu: 'Menu',
  mainNavLabel: 'Principale',
  legalNavLabel: 'Informations légales',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  linkLabels: {
    howItWorks: 'Comment ça marche',
    lightpaper: 'Lightpaper',
    community: 'Communauté',
    business: 'Entreprises',
    startEarning: 'Commencer',
    download: 'Télécharger',
    imageLabeling: 'Annotation d’images',
    textVerification: 'Vérification de texte',
    dataValidation: 'Validation de données',
    audioTranscription: 'Transcription audio',
    helpCenter: 'Centre d’aide',
    contactUs: 'Nous contacter',
    faq: 'FAQ',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    eula: 'CLUF',
    discord: 'Communauté sur Discord',
    documentation: 'Documentation',
  },
  footerColumnTitles: { getStarted: 'Pour commencer', services: 'Services', support: 'Assistance' },
  footer: {
    description:
      'Accomplissez de courtes quêtes de données, aidez à entraîner une IA plus performante et gagnez des points, de l’argent ou des jetons $SCAN — directement depuis votre téléphone.',
    status: 'État de la plateforme : active',
    rights: 'Tous droits réservés.',
  },
  theme: { label: 'Thème', choices: { system: 'Système', light: 'Clair', dark: 'Sombre' } },
  language: {
    label: 'Langue',
  },
  pages: {
    Home: {
      title: 'Entraînez l’IA. Gagnez des récompenses.',
      description:
        'Faites de petites quêtes de données sur votre téléphone (images, textes, audio) et gagnez des points, de l’argent ou des jetons $SCAN. Inscription gratuite.',
      heading: 'Entraînez l’IA. Gagnez des récompenses.',
    },
    HowItWorks: {
      title: 'Comment ça marche',
      description:
        'Inscrivez-vous, choisissez une quête, faites quelques tâches courtes et recevez votre récompense en quelques minutes. Les quatre étapes et la FAQ.',
      heading: 'Comment ça marche',
    },
    Community: {
      title: 'Communauté et assistance',
      description:
        'Rejoignez la communauté sur Discord et X, cherchez dans la FAQ du centre d’aide ou écrivez à l’équipe d’assistance — réponse sous 2 heures.',
      heading: 'Échangez et trouvez de l’aide',
    },
    SignIn: {
      title: 'Connexion',
      description: 'Connectez-vous pour continuer à gagner grâce aux quêtes, aux récompenses et à votre série quotidienne.',
      heading: 'Bon retour parmi nous',
    },
    SignUp: {
      title: 'Créer un compte',
      description: 'Créez un compte gratuit et commencez à gagner en moins de 2 minutes. Aucune expérience requise.',
      heading: 'Créer un compte',
    },
    Dashboard: {
      title: 'Tableau de bord',
      description: 'Démonstration du tableau de bord utilisateur : gains, séries, activité récente et quêtes recommandées.',
      heading: 'Tableau de bord',
    },
    Profile: {
      title: 'Profil',
      description: 'Démonstration du profil utilisateur : statistiques, badges et paramètres du compte.',
      heading: 'Profil',
    },
    Privacy: {
      title: 'Politique de confidentialité',
      description: 'Comment nous collectons, utilisons, partageons et protégeons vos données, et les choix dont vous disposez.',
      heading: 'Politique de confidentialité',
    },
    Terms: {
      title: 'Conditions d’utilisation',
      description: 'Les conditions qui régissent votre utilisation de l’application, des quêtes, des récompenses et des jetons.',
      heading: 'Conditions d’utilisation',
    },
    Eula: {
      title: 'Contrat de licence utilisateur final',
      description: 'La licence qui vous permet d’installer et d’utiliser l’application mobile.',
      heading: 'Contrat de licence utilisateur final',
    },
    AppDownload: {
      title: 'Télécharger l’application',
      description: 'Téléchargez l’application pour Android ou iOS et gagnez des récompenses dès votre première quête.',
      heading: 'Téléchargez notre application',
    },
    Business: {
      title: 'Des données pour les entreprises',
      description:
        'Des données annotées et validées par plus de 50 000 contributeurs, avec 99 % de précision. Décrivez votre projet et recevez un devis sous 24 heures.',
      heading: 'Développez votre activité grâce aux données de la communauté',
    },
  },
  notFound: {
    title: 'Page introuvable',
    description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    heading: 'Page introuvable',
  },
  error: {
    heading: 'Erreur inattendue de l’application !',
    message: 'Impossible d’afficher cette page. Veuillez réessayer dans un instant.',
    homeLink: 'Retour à l’accueil',
  },
  form: { optional: '(facultatif)', show: 'Afficher le {field}' },
  draft: {
    notProvided: 'Non renseigné',
    languageLine: 'Langue : Français',
    opened: {
      title: 'Votre message vous attend dans votre messagerie',
      text: 'Nous avons ouvert un brouillon avec tout ce que vous avez écrit. Appuyez sur Envoyer pour qu’il nous parvienne. Si aucune messagerie ne s’est ouverte, copiez votre message et envoyez-le à',
      message: 'Votre message',
      copyMessage: 'Copier le message',
      copyAddress: 'Copier l’adresse',
      copied: 'Copié',
    },
  },
  legal: {
    tableOfContents: 'Sur cette page',
    lastUpdated: 'Dernière mise à jour :',
    translationNotice: 'Cette traduction est fournie pour votre commodité ; en cas de divergence, seule la version anglaise fait foi.',
  },
};

export default shell;
