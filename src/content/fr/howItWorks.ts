import type { HowItWorksWords } from '../schema';

const howItWorks: HowItWorksWords = {
  howItWorksIntro: {
    eyebrow: 'De l’inscription aux récompenses en quatre étapes',
    lead: 'Installez l’application gratuite, choisissez une quête qui vous convient, accomplissez quelques tâches courtes et regardez vos points arriver — en général en quelques minutes.',
    action: 'Télécharger l’app',
  },
  stepsSection: {
    title: 'Quatre étapes vers votre première récompense',
    lead: 'Aucune expérience, aucune vérification d’e-mail et aucun seuil minimum de paiement.',
    steps: {
      signUp: {
        title: 'Inscrivez-vous gratuitement',
        description:
          'Téléchargez l’application et connectez-vous. Aucune vérification d’e-mail n’est requise pour le moment : vous avez un accès immédiat.',
        points: [
          'Inscription et utilisation gratuites',
          'Aucune expérience requise',
          'Sur invitation d’un ami, vous recevez tous deux 2 000 points',
        ],
      },
      chooseQuest: {
        title: 'Choisissez votre quête',
        description:
          'Parcourez les quêtes qui vous sont proposées et choisissez celles qui correspondent à vos centres d’intérêt et à votre temps disponible.',
        points: [
          'Annotation d’images et vérification de textes',
          'Transcription audio, sondages et tickets de caisse',
          'La récompense affichée avant de commencer',
        ],
      },
      completeTasks: {
        title: 'Accomplissez les tâches',
        description: 'Suivez les consignes, courtes, et envoyez vos réponses. La plupart des tâches ne prennent que quelques secondes.',
        points: ['Des consignes claires, avec des exemples', 'À votre rythme, où que vous soyez', 'La précision augmente vos récompenses'],
      },
      getRewarded: {
        title: 'Recevez vite vos récompenses',
        description: 'Les points sont crédités dès que votre quête a passé la vérification, en général en quelques minutes.',
        points: ['Vérification humaine si nécessaire', 'Aucun seuil minimum de paiement', 'Points convertibles en jetons et en avantages'],
      },
    },
  },
  faqSection: {
    title: 'Questions fréquentes',
    lead: 'Tout ce qu’il faut savoir avant votre première quête.',
    items: [
      {
        question: 'Comment fonctionne le programme de parrainage ?',
        answer:
          'Invitez un ami : vous recevez tous les deux 2 000 points lors de son inscription. Ensuite, vous gagnez 10 % de chaque point que votre ami récolte, plus 10 % supplémentaires des points gagnés par les personnes qu’il parraine. Il n’y a aucun plafond.',
      },
      {
        question: 'Combien puis-je gagner ?',
        answer:
          'Les bêta-testeurs gagnent en général 500–5 000 points par semaine, selon le nombre de quêtes qu’ils accomplissent. Il n’y a pas de limite supérieure.',
      },
      {
        question: 'En combien de temps les points sont-ils crédités ?',
        answer:
          'Les points sont crédités dès qu’une quête a passé la vérification, en général en quelques minutes. Certaines quêtes nécessitent une vérification humaine, ce qui peut prendre un peu plus de temps.',
      },
      {
        question: 'Comment échanger mes points ?',
        answer:
          'Les points seront convertibles en jetons et en autres avantages dès l’ouverture des échanges. Des options de retrait, comme des cartes cadeaux et des échanges contre des stablecoins, sont en cours de développement.',
      },
      {
        question: 'Y a-t-il un seuil minimum de paiement ?',
        answer: 'Non. Il n’y a aucun seuil minimum de paiement : chaque point gagné compte.',
      },
      {
        question: 'L’inscription est-elle payante ?',
        answer:
          'Non. L’inscription et l’utilisation de l’application sont gratuites, et aucune expérience n’est requise : chaque quête est accompagnée de consignes claires.',
      },
      {
        question: 'Dois-je vérifier mon adresse e-mail ?',
        answer:
          'Pas pour le moment. Aucune vérification d’e-mail n’est actuellement requise : téléchargez l’application, connectez-vous et vous avez un accès immédiat.',
      },
      {
        question: 'Quels types de quêtes puis-je réaliser ?',
        answer:
          'Annotation d’images, vérification de textes, validation de données, transcription audio, sondages, envoi de tickets de caisse, courts clips vidéo, modération de contenu et tâches personnalisées d’entraînement d’IA.',
      },
      {
        question: 'Les jetons $SCAN sont-ils un investissement ?',
        answer:
          'Non. Les jetons $SCAN sont des jetons utilitaires qui récompensent votre travail dans l’application ; ils ne constituent pas un produit d’investissement et ne comportent aucune promesse de valeur ni de rendement.',
      },
      {
        question: 'Que deviennent les données que j’envoie ?',
        answer:
          'Les données envoyées sont collectées puis vendues ou concédées sous licence à des clients professionnels, notamment pour l’entraînement d’IA. Elles sont vendues avec votre consentement, et vous pouvez vous y opposer à tout moment.',
      },
    ],
  },
};

export default howItWorks;
