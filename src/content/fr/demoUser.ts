import type { DemoUserWords } from '../schema';

const demoUser: DemoUserWords = {
  accountNavLabel: 'Compte de démonstration',
  demoProfile: {
    location: 'Austin, Texas',
    bio: 'J’entraîne l’IA depuis 2024. J’adore les quêtes d’annotation d’images, les données bien rangées et faire durer ma série quotidienne.',
  },
  ranks: { Bronze: 'Bronze', Silver: 'Argent', Gold: 'Or', Platinum: 'Platine' },
  badges: {
    speed: { name: 'Vitesse éclair', description: '10 quêtes en une heure' },
    accuracy: { name: 'Maître de la précision', description: '98 % de précision sur 100 quêtes' },
    first: { name: 'Première quête', description: 'Accomplissez votre première quête' },
    streak: { name: 'As de la semaine', description: '7 jours d’affilée' },
    community: { name: 'Pilier de la communauté', description: 'Aidez plus de 50 nouveaux membres' },
    data: { name: 'Pro des données', description: '500 quêtes de validation de données' },
    image: { name: 'Pro de l’image', description: '1 000 quêtes d’annotation d’images' },
    elite: { name: 'Élite des gains', description: 'Gagnez 5 000 $US au total' },
  },
  perHour: (amount) => `${amount}/h`,
  dashboard: {
    eyebrow: 'Tableau de bord de démonstration',
    greeting: (firstName) => `Bon retour, ${firstName}\u00a0!`,
    lead: 'Voici ce que vous rapportent vos quêtes. Ces chiffres sont une démonstration statique.',
    streak: {
      title: { one: 'Série de {count}\u00a0jour\u00a0!', other: 'Série de {count}\u00a0jours\u00a0!' },
      text: (badge) => ({
        one: `Accomplissez une quête aujourd’hui pour la prolonger. Plus que {count}\u00a0jour avant le bonus du badge «\u00a0${badge}\u00a0».`,
        other: `Accomplissez une quête aujourd’hui pour la prolonger. Plus que {count}\u00a0jours avant le bonus du badge «\u00a0${badge}\u00a0».`,
      }),
    },
    stats: {
      todayEarnings: 'Gains du jour',
      questsCompleted: 'Quêtes accomplies',
      hourlyRate: 'Taux horaire',
      rank: 'Rang actuel',
    },
    earnings: {
      title: 'Aperçu des gains',
      periodGroupLabel: 'Période des gains',
      periods: {
        day: { button: 'Jour', caption: 'Gagné aujourd’hui', chart: 'Gains par heure aujourd’hui' },
        week: { button: 'Semaine', caption: 'Gagné cette semaine', chart: 'Gains par jour cette semaine' },
        month: { button: 'Mois', caption: 'Gagné ce mois-ci', chart: 'Gains par semaine ce mois-ci' },
      },
      slots: {
        h08: '8 h',
        h10: '10 h',
        h12: '12 h',
        h14: '14 h',
        h16: '16 h',
        h18: '18 h',
        h20: '20 h',
        mon: 'lun.',
        tue: 'mar.',
        wed: 'mer.',
        thu: 'jeu.',
        fri: 'ven.',
        sat: 'sam.',
        sun: 'dim.',
        week1: 'Semaine 1',
        week2: 'Semaine 2',
        week3: 'Semaine 3',
        week4: 'Semaine 4',
      },
      // Amounts carry a decimal comma ("2,50\u00a0$US"), so the bars are separated by semicolons.
      description: (title, points, highest) =>
        `${title}\u00a0: ${points.map((point) => `${point.label}\u00a0: ${point.amount}`).join('\u00a0; ')}. Montant le plus élevé\u00a0: ${highest.label}, ${highest.amount}.`,
      scaleNote: (bottom, top) => `La hauteur des barres va de ${bottom} sur la ligne de base à ${top} sur la ligne du haut.`,
    },
    activity: {
      title: 'Activité récente',
      status: { completed: 'Terminée', 'in-progress': 'En cours' },
      items: {
        'act-1': { title: 'Transcription audio : extrait de podcast', time: 'il y a 10 minutes' },
        'act-2': { title: 'Annotation d’images : panneaux de signalisation', time: 'il y a 2 heures' },
        'act-3': { title: 'Vérification de textes : avis sur des produits', time: 'il y a 4 heures' },
        'act-4': { title: 'Validation de données : horaires de magasins', time: 'hier' },
      },
    },
    quickActions: {
      title: 'Actions rapides',
      actions: { 'find-quests': 'Trouver de nouvelles quêtes', 'view-earnings': 'Voir mes gains', 'withdraw-funds': 'Retirer des fonds' },
    },
    recommended: {
      title: 'Quêtes recommandées',
      rewardLabel: 'Récompense',
      timeLabel: 'Durée estimée',
      quests: {
        'rq-1': 'Annoter des scènes de circulation',
        'rq-2': 'Vérifier des totaux de tickets de caisse',
        'rq-3': 'Modérer des messages de forum',
      },
      difficulties: { Easy: 'Facile', Medium: 'Moyenne', Hard: 'Difficile' },
      minutes: { other: '{count}\u00a0min' },
    },
    achievement: {
      title: 'Prochain succès',
      description: 'Accomplissez au moins une quête par jour pendant 7 jours d’affilée.',
      days: { one: '{count}\u00a0jour', other: '{count}\u00a0jours' },
      progress: (done, goal, days) => `${days(done)} sur ${goal}`,
      bonus: (amount) => `Bonus de ${amount}`,
    },
  },
  profile: {
    eyebrow: 'Profil de démonstration',
    lead: 'Votre profil public, vos badges et les paramètres de votre compte. Les modifications ne sont pas enregistrées dans cette démonstration.',
    rankPill: (rank) => `Rang ${rank}`,
    stats: {
      totalEarned: 'Total gagné',
      questsDone: 'Quêtes accomplies',
      hourlyRate: 'Taux horaire',
      dayStreak: 'Jours de série',
    },
    edit: {
      open: 'Modifier le profil',
      formTitle: 'Modifier vos informations',
      close: 'Quitter le mode édition',
      save: 'Enregistrer les modifications',
      notice: 'Ceci est une démonstration : aucune modification faite ici n’est enregistrée.',
      fields: {
        firstName: 'Prénom',
        lastName: 'Nom',
        email: 'E-mail',
        phone: 'Téléphone',
        location: 'Localisation',
        bio: 'Bio',
      },
    },
    badges: { title: 'Succès et badges', earned: 'Obtenu', notEarned: 'Non obtenu' },
    accountStats: {
      title: 'Statistiques du compte',
      memberSince: 'Membre depuis',
      totalBadges: 'Badges au total',
      rank: 'Rang actuel',
      successRate: 'Taux de réussite',
      badgeCount: (earned, total) => `${earned} sur ${total}`,
      percent: (value) => `${value}\u00a0%`,
    },
    settings: {
      title: 'Paramètres du compte',
      actions: {
        'payment-methods': 'Moyens de paiement',
        notifications: 'Paramètres de notification',
        privacy: 'Paramètres de confidentialité',
        'download-data': 'Télécharger mes données',
        'delete-account': 'Supprimer le compte',
      },
    },
  },
};

export default demoUser;
