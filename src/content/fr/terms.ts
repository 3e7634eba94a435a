import type { TermsWords } from '../schema';

/** The Terms of Service: the agreement that governs quests, points, referrals and tokens. */
const terms: TermsWords = {
  summary:
    'Ces conditions constituent l’accord entre vous et {brand}. Elles expliquent qui peut utiliser l’application, comment fonctionnent les quêtes et les points, ce que sont les jetons SCAN (des jetons utilitaires, et non un investissement) et ce qui se passe en cas de problème.',
  sections: {
    agreement: {
      title: 'Notre accord avec vous',
      blocks: [
        'Les présentes Conditions d’utilisation (les « Conditions ») régissent votre utilisation de l’application mobile {brand}, de ce site web et des services associés (ensemble, les « Services »), fournis par {brand} (« {brand} », « nous »). En créant un compte ou en utilisant les Services, vous acceptez les présentes Conditions, notre Politique de confidentialité et, pour l’application, notre Contrat de licence utilisateur final.',
        'Veuillez les lire attentivement. Si vous ne les acceptez pas, n’utilisez pas les Services. Si vous utilisez les Services pour le compte d’une organisation, vous confirmez que vous avez le pouvoir d’accepter les présentes Conditions en son nom.',
      ],
    },
    eligibility: {
      title: 'Qui peut utiliser les Services',
      blocks: [
        'Pour utiliser les Services, vous devez :',
        [
          'Avoir l’âge requis. Les Services ne sont pas destinés aux enfants de moins de 13 ans, et les utilisateurs de moins de 18 ans doivent obtenir le consentement d’un parent ou d’un tuteur légal, qui accepte les présentes Conditions en leur nom et est responsable de leur utilisation. Notre Politique de confidentialité fixe l’âge minimum à 16 ans (13 ans aux États-Unis).',
          'Être en mesure de conclure un contrat juridiquement contraignant, sans qu’aucune loi applicable ne vous interdise d’utiliser les Services.',
          'Ne pas vous trouver dans un territoire soumis à restrictions, ni y résider.',
        ],
        'Les Services ne sont pas disponibles en Corée du Nord, en Iran, en Syrie, à Cuba et en Crimée, ni pour toute personne figurant sur une liste de sanctions gouvernementale. Nous pouvons ajouter des territoires à cette liste lorsque la loi l’exige. Utiliser un VPN ou tout autre moyen de masquer votre localisation afin de contourner cette restriction constitue une violation des présentes Conditions, et tous les points gagnés de cette manière seront perdus.',
      ],
    },
    'your-account': {
      title: 'Votre compte',
      blocks: [
        [
          'Une personne, un compte. Les comptes sont personnels et ne peuvent être ni partagés, ni vendus, ni transférés.',
          'Fournissez des informations exactes et tenez-les à jour. Nous n’exigeons pas actuellement de vérification de l’adresse e-mail lors de l’inscription ; il vous appartient donc de vous assurer que votre adresse e-mail est correcte : c’est par elle que nous vous contactons au sujet de votre compte et de vos récompenses.',
          'Protégez votre mot de passe. Vous êtes responsable de ce qui se passe sur votre compte, et vous devez nous prévenir immédiatement à {supportEmail} si vous pensez qu’une autre personne y a accès.',
          'Nous pouvons vous demander de confirmer votre identité avant de verser des récompenses, par exemple pour prévenir la fraude ou pour respecter des obligations légales.',
        ],
      ],
    },
    quests: {
      title: 'Quêtes et vérification',
      blocks: [
        'Les quêtes sont de petites tâches, comme l’annotation d’images, la vérification de textes, la validation de données, la transcription audio, les sondages, l’envoi de tickets de caisse, les courtes vidéos, la modération de contenu et les tâches personnalisées d’entraînement d’IA. Chaque quête vous indique ce qu’il faut faire, le temps qu’elle prend généralement et le nombre de points qu’elle rapporte.',
        [
          'Faites le travail vous-même, honnêtement et avec soin, en suivant les instructions de la quête.',
          'Les points sont crédités une fois que la quête a passé la vérification. La plupart des contrôles sont automatiques et se terminent en quelques minutes ; certaines contributions sont examinées par des personnes, ce qui peut prendre plus de temps.',
          'Nous pouvons rejeter une contribution qui ne respecte pas les instructions, qui est inexacte, copiée ou générée automatiquement. Les contributions rejetées ne rapportent aucun point.',
          'La disponibilité des quêtes, le nombre de points qu’elles rapportent et les conditions requises peuvent changer à tout moment, et toutes les quêtes ne sont pas disponibles dans tous les pays ni dans toutes les langues.',
          'Certaines quêtes de modération de contenu peuvent présenter des contenus que certaines personnes trouvent choquants. Ces quêtes sont signalées comme telles, elles sont facultatives et vous pouvez les arrêter à tout moment.',
        ],
      ],
    },
    'your-submissions': {
      title: 'Vos contributions et les droits que vous nous accordez',
      blocks: [
        'Vous conservez les droits dont vous disposez sur ce que vous soumettez. En soumettant un travail, vous accordez à {brand} une licence mondiale, perpétuelle, irrévocable et libre de redevances pour utiliser, copier, modifier, combiner, vendre, concéder sous licence et distribuer vos contributions, y compris à des clients professionnels qui les utilisent pour entraîner et évaluer des modèles d’intelligence artificielle. Les points que vous recevez constituent la rémunération intégrale de cette licence.',
        'Nous ne vendons vos contributions à des clients professionnels ou ne les leur concédons sous licence qu’avec votre consentement, et vous pouvez vous y opposer à tout moment, comme l’explique notre Politique de confidentialité. Votre opposition s’applique aux jeux de données créés après que vous l’avez exprimée.',
        'Vous confirmez que vous avez le droit de soumettre ce que vous mettez en ligne, que cela ne porte pas atteinte aux droits d’autrui, et que vous avez obtenu l’autorisation de toute personne qui peut y être identifiée.',
      ],
    },
    'points-and-rewards': {
      title: 'Points, récompenses et paiements',
      blocks: [
        [
          'Les points sont un relevé du travail que vous avez accompli. Tant qu’ils ne sont pas échangés, ils ne constituent pas de l’argent, n’ont aucune valeur monétaire et ne peuvent être ni transférés ni vendus.',
          'Les points seront convertis en jetons SCAN et en d’autres avantages une fois l’échange des points ouvert. Nous annoncerons les règles de conversion dans l’application avant l’ouverture de l’échange.',
          'Les options de retrait, comme les cartes cadeaux et les conversions en stablecoins, sont en cours de développement. Nous publierons leurs conditions, leurs frais et les éventuelles vérifications d’identité avant leur lancement.',
          'Il n’existe pas de seuil minimum de paiement : dès qu’un mode de paiement est disponible, vous pouvez échanger la totalité de votre solde, quel qu’il soit.',
          'Nous pouvons corriger les soldes erronés en raison d’une erreur technique, et retirer les points gagnés par la fraude, par l’automatisation ou par toute violation des présentes Conditions.',
          'Vous êtes responsable des impôts et taxes dus sur les récompenses que vous recevez. Nous pouvons vous demander des informations fiscales lorsque la loi l’exige.',
        ],
      ],
    },
    'scan-tokens': {
      title: 'Jetons SCAN',
      blocks: [
        'Les jetons SCAN sont des jetons utilitaires, et non un investissement. Ils sont destinés à être utilisés au sein de l’écosystème {brand}, par exemple pour obtenir des avantages ou accéder à des fonctionnalités. Ils ne constituent ni des actions, ni des titres financiers, ni des dépôts, ni aucun autre produit financier, et ils ne vous confèrent aucun droit de propriété sur {brand} ni aucune participation à ses bénéfices.',
        [
          'Nous ne promettons pas que les jetons SCAN auront, conserveront ou prendront une quelconque valeur, ni qu’ils pourront être échangés où que ce soit.',
          'N’acquérez pas et ne détenez pas de jetons SCAN dans l’attente d’un profit.',
          'Les transactions sur la blockchain sont irréversibles. Les jetons envoyés à une adresse de portefeuille erronée ne peuvent pas être récupérés, et il vous incombe d’assurer la sécurité de votre portefeuille et de ses clés.',
          'Les lois relatives aux jetons numériques varient d’un pays à l’autre et peuvent évoluer. Les fonctionnalités liées aux jetons peuvent être limitées ou indisponibles là où vous vivez.',
        ],
        'Notre {lightpaper} décrit le fonctionnement prévu des jetons SCAN. Il s’agit d’une information, et non d’une offre ou d’une promesse : en cas de divergence entre ce document et les présentes Conditions, ce sont les présentes Conditions qui s’appliquent.',
      ],
    },
    'referral-programme': {
      title: 'Programme de parrainage',
      blocks: [
        'Vous pouvez inviter des amis grâce à votre lien ou à votre code de parrainage personnel :',
        [
          'Lorsqu’un ami s’inscrit avec votre lien, vous recevez chacun 2 000 points.',
          'Ensuite, vous gagnez un bonus égal à 10 % de chaque point que votre ami obtient grâce aux quêtes, plus 10 % supplémentaires des points gagnés par les personnes que votre ami parraine.',
          'Il n’y a aucune limite au nombre d’amis que vous pouvez inviter ni aux points bonus que vous pouvez gagner.',
          'Les bonus de parrainage sont payés par {brand}. Ils ne sont jamais prélevés sur les gains de vos amis.',
        ],
        'Les filleuls doivent être de vraies personnes qui s’inscrivent de leur plein gré. Il est interdit de créer des comptes pour vous-même, de payer des personnes pour qu’elles s’inscrivent, d’envoyer des invitations en masse non sollicitées ou de tromper les gens au sujet des Services ; nous supprimerons les points ainsi obtenus et pourrons fermer les comptes concernés. Nous pouvons modifier le programme de parrainage ou y mettre fin pour l’avenir, mais les points que vous avez déjà gagnés dans ce cadre seront conservés.',
      ],
    },
    'acceptable-use': {
      title: 'Utilisation acceptable',
      blocks: [
        'Lorsque vous utilisez les Services, vous ne devez pas :',
        [
          'Utiliser des robots, des scripts, des émulateurs, des fermes à clics ou des outils d’intelligence artificielle pour réaliser des quêtes, sauf si une quête l’autorise expressément.',
          'Créer ou contrôler plus d’un compte, ou utiliser le compte d’une autre personne.',
          'Mettre en ligne des contenus illégaux, préjudiciables, haineux ou sexuellement explicites, ou qui portent atteinte aux droits ou à la vie privée d’autrui.',
          'Tenter d’accéder à des données, à des systèmes ou à des comptes auxquels vous n’avez pas le droit d’accéder, ou nuire à la sécurité ou aux performances des Services.',
          'Copier, revendre ou divulguer des contenus de quêtes ou des données de clients en dehors des Services.',
          'Harceler d’autres membres, des vérificateurs ou notre personnel, y compris dans les canaux communautaires.',
        ],
      ],
    },
    'intellectual-property': {
      title: 'Notre propriété intellectuelle',
      blocks: [
        'Les Services, y compris l’application, le site web, la conception des quêtes, les logiciels, les logos et le nom {brand}, appartiennent à {brand} ou à ses concédants de licence et sont protégés par la loi. Les présentes Conditions ne vous confèrent aucun droit de les utiliser, si ce n’est pour utiliser les Services conformément à leur destination. Si vous nous envoyez des commentaires ou des idées, nous pouvons les utiliser librement sans aucune obligation envers vous.',
      ],
    },
    'suspension-and-termination': {
      title: 'Suspension et résiliation',
      blocks: [
        'Vous pouvez cesser d’utiliser les Services et supprimer votre compte à tout moment. Nous pouvons suspendre ou fermer votre compte, ou retenir des points en cours d’examen, si vous enfreignez les présentes Conditions, si la loi l’exige ou si nous soupçonnons raisonnablement une fraude. Dans la mesure du possible, nous vous en indiquerons la raison et vous donnerons la possibilité de répondre.',
        'Si nous fermons votre compte sans motif, nous vous permettrons d’échanger tout solde valide dès que l’échange des points sera disponible. Les comptes inactifs depuis 2 ans ou plus sont placés en file d’attente de suppression, comme l’explique notre Politique de confidentialité. Les sections relatives aux contributions, aux jetons, aux exclusions de garantie, à la responsabilité et aux litiges continuent de s’appliquer après la fermeture de votre compte.',
      ],
    },
    disclaimers: {
      title: 'Exclusions de garantie',
      blocks: [
        'Nous nous efforçons de maintenir les Services utiles et disponibles, mais ils sont fournis « en l’état » et « selon leur disponibilité ». Dans la mesure permise par la loi, nous n’offrons aucune garantie d’aucune sorte, notamment quant au fait que les Services fonctionneront sans interruption ni erreur, qu’un nombre donné de quêtes sera disponible ou que vous gagnerez un montant donné. Les chiffres de gains affichés dans l’application ou sur ce site web sont des exemples, et non des promesses.',
      ],
    },
    'limitation-of-liability': {
      title: 'Limitation de responsabilité',
      blocks: [
        'Dans la mesure permise par la loi, {brand} n’est pas responsable des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, ni des pertes de bénéfices, de données ou d’opportunités, découlant de votre utilisation des Services.',
        'Notre responsabilité totale pour l’ensemble des réclamations relatives aux Services est limitée au plus élevé des deux montants suivants : 100 $US ou les sommes que {brand} vous a versées au cours des 12 mois précédant l’événement à l’origine de la réclamation.',
        'Certaines juridictions n’autorisent pas ces limitations ; il est donc possible qu’elles ne s’appliquent pas toutes à vous. Rien dans les présentes Conditions ne limite une responsabilité qui ne peut pas être limitée par la loi, par exemple en cas de fraude, ou de décès ou de dommages corporels causés par une négligence.',
        'Vous acceptez d’indemniser {brand} pour les réclamations, pertes et frais découlant de votre violation des présentes Conditions ou de votre utilisation abusive des Services.',
      ],
    },
    'governing-law-and-disputes': {
      title: 'Droit applicable et litiges',
      blocks: [
        'Les présentes Conditions sont régies par les lois de l’État de Géorgie (États-Unis), sans égard à ses règles de conflit de lois. Tout litige relatif aux présentes Conditions ou aux Services sera tranché exclusivement par les tribunaux d’État ou fédéraux situés dans le comté de Fulton, en Géorgie, et vous et {brand} acceptez leur compétence.',
        'Avant de saisir la justice, veuillez nous contacter à {supportEmail} : la plupart des problèmes peuvent être résolus rapidement et à l’amiable. Si vous vivez dans un pays dont le droit de la consommation vous permet d’intenter une action devant les tribunaux de votre lieu de résidence, les présentes Conditions ne vous retirent pas ce droit.',
      ],
    },
    'changes-and-contact': {
      title: 'Modifications et contact',
      blocks: [
        'Nous pouvons mettre à jour les présentes Conditions à mesure que les Services évoluent. Nous modifierons la date en haut de cette page et, pour les modifications importantes, nous vous en informerons dans l’application ou par e-mail au moins 14 jours avant leur entrée en vigueur. Si vous continuez à utiliser les Services après cette date, vous acceptez les Conditions mises à jour.',
        'Si une partie des présentes Conditions est jugée inapplicable, le reste demeure en vigueur. Les questions relatives aux présentes Conditions peuvent être envoyées à {supportEmail}.',
      ],
    },
  },
};

export default terms;
