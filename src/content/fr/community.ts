import type { CommunityWords } from '../schema';

const community: CommunityWords = {
  communityIntro: {
    eyebrow: 'Communauté et assistance',
    lead: 'Rencontrez des milliers d’autres entraîneurs d’IA, trouvez des réponses dans le centre d’aide ou écrivez à notre équipe d’assistance. Nous sommes là pour vous, tous les jours.',
  },
  communityChannels: {
    discord: {
      title: 'Rejoindre Discord',
      description:
        'Discutez avec d’autres entraîneurs, échangez des astuces, découvrez en avant-première les nouveaux types de quêtes et obtenez vite l’aide des modérateurs.',
    },
    x: {
      title: 'Suivre sur X',
      description: 'Nouveautés du produit, nouvelles récompenses, temps forts de la communauté et état de la plateforme, en direct.',
    },
  },
  communityChannelsHeading: 'Rejoignez la conversation',
  faq: {
    title: 'Questions fréquentes',
    lead: 'Cherchez dans le centre d’aide ou parcourez les sujets.',
    searchLabel: 'Rechercher dans la FAQ',
    searchPlaceholder: 'Rechercher dans la FAQ…',
    searchButton: 'Rechercher',
    categoriesLabel: 'Catégories de la FAQ',
    emptyTitle: 'Aucune question trouvée',
    emptyHint: 'Modifiez votre recherche ou parcourez d’autres catégories',
    resultCount: { one: '{count} question {scope}', other: '{count} questions {scope}' },
    resultScope: { category: 'dans la catégorie {category}', all: 'dans toutes les catégories' },
    matchesElsewhere: {
      one: '{count} question d’une autre catégorie correspond à votre recherche.',
      other: '{count} questions d’autres catégories correspondent à votre recherche.',
    },
    searchAllCategories: 'Rechercher dans toutes les catégories',
    landmark: 'FAQ',
  },
  faqCategories: {
    'getting-started': 'Premiers pas',
    earnings: 'Gains',
    quests: 'Quêtes',
    technical: 'Technique',
    account: 'Compte',
  },
  allCategoriesName: 'Toutes',
  faqItems: {
    'getting-started': [
      {
        question: 'Comment commencer à gagner ?',
        answer:
          'Téléchargez l’application, connectez-vous et choisissez votre première quête. Il n’y a pour l’instant aucune étape de vérification d’e-mail : vous avez un accès immédiat et pouvez terminer une quête quelques minutes après l’installation.',
      },
      {
        question: 'L’inscription est-elle payante ?',
        answer: 'Non. L’inscription est gratuite, l’application aussi, et vous ne payez jamais pour participer à une quête.',
      },
      {
        question: 'Faut-il de l’expérience pour accomplir des quêtes ?',
        answer:
          'Aucune expérience n’est requise. Chaque quête est accompagnée de consignes courtes et d’exemples, et la plupart ne prennent que quelques minutes. Vous apprenez au fur et à mesure, et des quêtes plus difficiles se débloquent à mesure que votre précision progresse.',
      },
      {
        question: 'Quels appareils puis-je utiliser ?',
        answer:
          'L’application fonctionne sur les téléphones Android et iOS. Installez-la depuis Google Play ou l’App Store ; le site web vous permet d’avoir un aperçu des écrans du tableau de bord et du profil.',
      },
      {
        question: 'Que deviennent les données que j’envoie ?',
        answer:
          'Vos contributions servent à entraîner et à tester des systèmes d’IA. Nous ne concédons les données qui en résultent sous licence à des clients professionnels qu’avec votre consentement, et vous pouvez vous y opposer à tout moment dans vos paramètres de confidentialité.',
      },
    ],
    earnings: [
      {
        question: 'Combien puis-je gagner ?',
        answer:
          'Les bêta-testeurs gagnent en général 500–5 000 points par semaine, sans limite supérieure. Les meilleurs contributeurs atteignent jusqu’à 15,50 $US de l’heure, selon les quêtes qu’ils choisissent et leur précision.',
      },
      {
        question: 'Quand les points sont-ils crédités sur mon compte ?',
        answer:
          'Les points sont crédités dès qu’une quête a passé la vérification, en général en quelques minutes. Certaines quêtes nécessitent un vérificateur humain, ce qui peut prendre un peu plus de temps.',
      },
      {
        question: 'Comment fonctionne le programme de parrainage ?',
        answer:
          'Invitez un ami : vous recevez tous les deux 2 000 points lors de son inscription. Vous gagnez ensuite 10 % de chaque point qu’il récolte, plus 10 % supplémentaires des points gagnés par les personnes qu’il invite. Il n’y a aucun plafond.',
      },
      {
        question: 'Comment échanger mes points ?',
        answer:
          'Les points seront convertibles en jetons $SCAN et en autres avantages dès l’ouverture des échanges. Des options de retrait, comme des cartes cadeaux et des échanges contre des stablecoins, sont en cours de développement, et il n’y aura aucun seuil minimum de paiement.',
      },
      {
        question: 'Le jeton $SCAN est-il un investissement ?',
        answer:
          'Non. $SCAN est un jeton utilitaire qui récompense vos contributions et débloque des avantages dans l’application. Ce n’est pas un produit d’investissement et il ne comporte aucune promesse de valeur future.',
      },
    ],
    quests: [
      {
        question: 'Quels types de quêtes sont proposés ?',
        answer:
          'Annotation d’images, vérification de textes, validation de données, transcription audio, sondages, envoi de tickets de caisse, courts clips vidéo, modération de contenu et tâches personnalisées d’entraînement d’IA. De nouveaux types de quêtes apparaissent régulièrement.',
      },
      {
        question: 'En quoi consiste une quête d’annotation d’images ?',
        answer:
          'Une quête d’annotation d’images vous montre une photo et vous demande d’indiquer ce qu’elle contient ou d’encadrer chaque objet que les consignes désignent. Chaque quête est accompagnée d’exemples, et vos annotations sont vérifiées avant que les points soient crédités.',
      },
      {
        question: 'Comment fonctionne la vérification de texte ?',
        answer:
          'Dans une quête de vérification de texte, vous lisez un court texte, comme une légende, une description de produit ou une réponse d’IA, et vous confirmez qu’il est exact, complet et pertinent, ou vous signalez ce qui ne va pas.',
      },
      {
        question: 'Qu’est-ce qu’une quête de validation de données ?',
        answer:
          'Les quêtes de validation de données vous demandent de contrôler des enregistrements, comme des adresses, des tickets de caisse ou des annotations faites par d’autres contributeurs, puis de les confirmer ou de les corriger, afin que les données livrées aux clients professionnels soient exactes.',
      },
      {
        question: 'Que fait-on dans une quête de transcription audio ?',
        answer:
          'Une quête de transcription audio vous fait écouter un court enregistrement et vous demande de taper exactement ce qui est dit. Un casque et un endroit calme aident.',
      },
      {
        question: 'Combien de temps dure une quête ?',
        answer:
          'La plupart des quêtes prennent entre une et dix minutes. Chaque fiche de quête indique la durée estimée et la récompense avant que vous ne commenciez : vous pouvez les caser pendant une pause café ou un trajet.',
      },
      {
        question: 'Comment mon travail est-il vérifié ?',
        answer:
          'Des contrôles automatiques comparent vos réponses à des résultats connus et à celles d’autres contributeurs. Quand la machine ne peut pas trancher, un vérificateur humain contrôle la quête avant que les points ne soient crédités.',
      },
      {
        question: 'Pourquoi une quête a-t-elle été refusée ?',
        answer:
          'Une quête est refusée quand ses réponses n’atteignent pas la précision exigée par la tâche, par exemple un objet oublié dans une image. Lisez les commentaires, revoyez les exemples et passez à la suivante : une bonne précision vous ouvre l’accès à des quêtes mieux rémunérées.',
      },
      {
        question: 'Puis-je choisir mes quêtes ?',
        answer:
          'Oui. Parcourez la liste des quêtes, filtrez par type, durée et récompense, et choisissez ce qui vous convient. Rien ne vous est imposé et il n’y a pas d’horaires fixes.',
      },
    ],
    technical: [
      {
        question: 'L’application ne charge pas les quêtes. Que faire ?',
        answer:
          'Vérifiez votre connexion, puis fermez et rouvrez l’application. Si les quêtes n’apparaissent toujours pas, installez la dernière version depuis votre boutique d’applications ; les anciennes versions ne reçoivent plus de nouvelles quêtes.',
      },
      {
        question: 'Faut-il une connexion internet permanente ?',
        answer:
          'Une connexion est nécessaire pour télécharger une quête et pour l’envoyer. Les quêtes avec images, audio ou vidéo consomment davantage de données : pour celles-ci, nous vous conseillons le Wi-Fi.',
      },
      {
        question: 'L’envoi de ma quête a échoué. Mon travail est-il perdu ?',
        answer:
          'Non. L’application conserve l’envoi en attente sur votre appareil et réessaie dès que la connexion revient. Gardez l’application installée jusqu’à ce que la quête apparaisse comme envoyée.',
      },
      {
        question: 'Quelles autorisations l’application demande-t-elle ?',
        answer:
          'Uniquement celles dont une quête a besoin : l’appareil photo pour l’envoi de tickets de caisse et les clips vidéo, le micro pour les quêtes audio. L’application les demande la première fois, et vous pouvez retirer une autorisation à tout moment dans les réglages de votre téléphone.',
      },
    ],
    account: [
      {
        question: 'Quel âge faut-il avoir ?',
        answer:
          'Vous devez avoir au moins 16 ans, ou 13 ans aux États-Unis. Les utilisateurs de moins de 18 ans doivent avoir le consentement d’un parent ou d’un tuteur légal.',
      },
      {
        question: 'Comment modifier les informations de mon profil ?',
        answer:
          'Ouvrez votre profil et choisissez « Modifier le profil » pour mettre à jour votre nom, votre e-mail, votre numéro de téléphone, votre localisation et votre bio, puis enregistrez vos modifications.',
      },
      {
        question: 'Comment supprimer mon compte ?',
        answer:
          'Ouvrez « Paramètres du compte » et choisissez « Supprimer le compte ». Les comptes inactifs depuis 2 ans ou plus sont également programmés pour suppression. Certaines données financières sont conservées 5–7 ans, comme l’exige la loi.',
      },
      {
        question: 'Comment télécharger une copie de mes données ?',
        answer:
          'Choisissez « Télécharger mes données » dans « Paramètres du compte ». Nous préparons un export de votre profil, de votre historique de quêtes et de vos récompenses, et vous prévenons dès qu’il est prêt.',
      },
    ],
  },
  supportForm: {
    title: 'Toujours besoin d’aide ?',
    lead: 'Envoyez-nous un message : notre équipe d’assistance vous répondra sous 2 heures.',
    fields: {
      name: { label: 'Nom', placeholder: 'Votre nom' },
      email: { label: 'E-mail', placeholder: 'vous@example.com' },
      subject: { label: 'Objet', placeholder: 'Comment pouvons-nous vous aider ?' },
      message: { label: 'Message', placeholder: 'Dites-nous ce qui s’est passé et ce à quoi vous vous attendiez…' },
    },
    submit: 'Envoyer le message',
    addressNote: '« Envoyer le message » ouvre un brouillon dans votre messagerie. Vous pouvez aussi nous écrire directement à',
  },
};

export default community;
