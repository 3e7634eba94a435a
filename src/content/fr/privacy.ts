import type { PrivacyPolicyWords } from '../schema';

/** The privacy policy: what we collect, why, who receives it, and the choices people have. */
const privacy: PrivacyPolicyWords = {
  summary:
    'Nous collectons ce dont nous avons besoin pour faire fonctionner les quêtes, vérifier le travail et verser les récompenses. Nous ne vendons vos données de quêtes à des clients professionnels ou ne les leur concédons sous licence — y compris pour l’entraînement de l’IA — qu’avec votre consentement, et vous pouvez vous y opposer à tout moment.',
  sections: {
    'about-this-policy': {
      title: 'À propos de cette politique',
      blocks: [
        'La présente Politique de confidentialité explique comment {brand} (« {brand} », « nous ») collecte, utilise, partage et protège les informations personnelles lorsque vous utilisez l’application mobile {brand}, ce site web et les services qui leur sont liés (ensemble, les « Services »). Elle explique également les choix et les droits dont vous disposez.',
        'Nous avons essayé de la rédiger dans un langage simple. Lorsque nous employons un terme ayant un sens précis, nous l’expliquons. Si quelque chose n’est pas clair, écrivez-nous à {supportEmail} et nous vous l’expliquerons.',
        'Cette politique doit être lue conjointement avec nos Conditions d’utilisation et notre Contrat de licence utilisateur final. Si vous n’êtes pas d’accord avec la manière dont nous traitons les informations, veuillez ne pas utiliser les Services.',
      ],
    },
    'information-we-collect': {
      title: 'Informations que nous collectons',
      blocks: [
        'Nous collectons trois types d’informations : celles que vous nous fournissez, celles que vous créez en réalisant des quêtes, et celles que nos systèmes enregistrent automatiquement lorsque vous utilisez les Services.',
      ],
      subsections: {
        'information-you-give-us': {
          title: 'Informations que vous nous fournissez',
          blocks: [
            [
              'Informations de compte : votre nom, votre adresse e-mail, votre mot de passe (conservé uniquement sous la forme d’un hachage sécurisé) et, si vous choisissez de les ajouter, un numéro de téléphone, une localisation, une photo de profil et une courte biographie.',
              'Informations de connexion provenant de Google ou de Facebook, si vous choisissez de vous connecter avec ces services : généralement votre nom, votre adresse e-mail et votre photo de profil. Nous ne recevons jamais votre mot de passe pour ces services.',
              'Les messages que vous nous envoyez, par exemple via le formulaire d’assistance, par e-mail ou dans nos canaux communautaires.',
              'Les informations relatives aux récompenses et aux paiements, une fois l’échange des points disponible, comme une adresse de portefeuille ou les informations nécessaires pour vous remettre une carte cadeau.',
            ],
            'Nous ne vérifions pas actuellement votre adresse e-mail lors de votre inscription : vous téléchargez l’application, vous vous connectez et vous pouvez commencer immédiatement. Veuillez vous assurer que l’adresse que vous nous indiquez est correcte, car c’est par elle que nous vous contactons au sujet de votre compte, de vos récompenses et des modifications apportées à cette politique.',
          ],
        },
        'quest-submissions': {
          title: 'Contributions aux quêtes',
          blocks: [
            'Lorsque vous réalisez une quête, nous recevons le travail que vous soumettez. Selon la quête, il peut s’agir d’annotations d’images, de textes que vous vérifiez ou corrigez, de réponses à des contrôles de validation de données, de transcriptions audio, de réponses à des sondages, de photos de tickets de caisse, de courtes vidéos, de décisions de modération de contenu et des résultats de tâches personnalisées d’entraînement d’IA.',
            'Certaines quêtes vous demandent de capturer de nouveaux contenus, comme la photo d’un ticket de caisse ou une courte vidéo. Ces contenus peuvent contenir des informations personnelles — les vôtres ou celles d’autres personnes. Chaque quête explique ce qu’il faut capturer ; veuillez éviter d’y inclure des visages, des noms, des numéros de carte ou d’autres informations que la quête ne demande pas. Notre processus de vérification supprime ou masque ces informations lorsque nous les détectons.',
          ],
        },
        'information-collected-automatically': {
          title: 'Informations collectées automatiquement',
          blocks: [
            [
              'Informations d’utilisation : les quêtes que vous ouvrez, commencez et terminez, la durée des tâches, votre précision et vos séries.',
              'Informations sur l’appareil : modèle de l’appareil, système d’exploitation, version de l’application, langue, fuseau horaire et un identifiant d’appareil propre à l’application.',
              'Informations réseau : adresse IP et localisation approximative qui en est déduite (pays et région, et non votre position précise).',
              'Informations de diagnostic : rapports de plantage et journaux de performance qui nous aident à corriger les problèmes.',
            ],
            'Nous utilisons ces informations pour assurer le bon fonctionnement des Services, pour détecter la fraude, comme les comptes automatisés ou en double, et pour appliquer les restrictions territoriales décrites dans nos Conditions d’utilisation.',
          ],
        },
      },
    },
    'how-we-use-information': {
      title: 'Comment nous utilisons vos informations',
      blocks: [
        'Nous utilisons les informations personnelles uniquement à des fins clairement définies :',
        [
          'Pour créer et gérer votre compte, et vous proposer des quêtes adaptées à votre langue, à votre localisation et à vos compétences.',
          'Pour contrôler la qualité des contributions, généralement de manière automatique en quelques minutes et, si nécessaire, par des vérificateurs humains, et pour créditer les points une fois que la quête a passé la vérification.',
          'Pour calculer et verser les points, les bonus de parrainage, les récompenses de série et, une fois l’échange des points ouvert, les jetons et autres récompenses.',
          'Pour prévenir la fraude, les abus et les incidents de sécurité, et pour que les Services ne soient disponibles que dans les territoires autorisés.',
          'Pour répondre à vos questions et vous envoyer des messages de service, par exemple au sujet de changements concernant les quêtes, les récompenses ou les présents documents.',
          'Pour vous envoyer des conseils pour gagner davantage et des actualités de la plateforme, si vous avez accepté de les recevoir. Vous pouvez vous désabonner à tout moment.',
          'Pour améliorer les Services, en utilisant des statistiques agrégées chaque fois que possible.',
          'Pour respecter nos obligations légales, comme les règles fiscales et comptables, et pour constater, exercer ou défendre des droits en justice.',
        ],
        'Nous n’utilisons pas vos informations pour vous montrer de la publicité de tiers, et nous ne vendons pas les informations de votre compte.',
      ],
    },
    'selling-and-licensing-data': {
      title: 'Comment les données de quêtes sont vendues et concédées sous licence',
      blocks: [
        '{brand} est rémunéré par des clients professionnels pour des données annotées et validées, et c’est ce qui nous permet de vous récompenser. Nous vendons donc les contributions aux quêtes à des clients professionnels, ou les leur concédons sous licence, y compris pour l’entraînement, le test et l’évaluation de modèles d’intelligence artificielle. Nous ne le faisons qu’avec votre consentement.',
        [
          'Le consentement d’abord : avant votre première quête, l’application vous demande si vos contributions peuvent être incluses dans les jeux de données que nous vendons ou concédons sous licence. La demande précise les types de clients et d’utilisations concernés, et vous pouvez refuser.',
          'Retrait à tout moment : vous pouvez retirer votre consentement dans les paramètres de confidentialité de l’application ou en écrivant à {supportEmail}. À partir de ce moment, nous cessons d’ajouter vos contributions à de nouveaux jeux de données.',
          'Ce que reçoivent les clients : la contribution elle-même (par exemple une annotation, une transcription ou la photo d’un ticket de caisse dont les informations personnelles sont masquées), jamais votre nom, votre adresse e-mail, vos coordonnées ou vos informations de paiement.',
          'Ce que les clients n’ont pas le droit de faire : nos contrats interdisent aux clients de chercher à identifier les contributeurs et de revendre les données en dehors de la finalité convenue.',
        ],
        'Le retrait de votre consentement n’a pas d’effet sur les jeux de données déjà livrés avant ce retrait, car nous ne pouvons pas récupérer des données auprès d’un client. Ce retrait peut limiter les quêtes qui vous sont proposées, car certaines quêtes existent uniquement pour constituer des jeux de données destinés à des clients ; nous vous le signalerons lorsque ce sera le cas.',
      ],
    },
    'sharing-information': {
      title: 'Autres cas de partage des informations',
      blocks: [
        'En dehors des ventes de jeux de données auxquelles vous avez consenti, nous ne partageons des informations personnelles qu’avec :',
        [
          'Les prestataires de services qui travaillent pour notre compte, notamment pour l’hébergement, l’analyse d’audience, l’assistance client et la vérification d’identité, ainsi que nos partenaires de paiement. Ils ne peuvent utiliser ces informations que pour nous fournir leur service.',
          'Les vérificateurs humains qui contrôlent la qualité des quêtes. Ils voient la contribution qu’ils examinent, et non vos coordonnées.',
          'Les autorités, lorsque la loi l’exige ou lorsque cela est nécessaire pour protéger les droits, la sécurité ou les biens de nos utilisateurs, du public ou de {brand}.',
          'Un acquéreur ou un successeur, si {brand} fait l’objet d’une fusion, d’une acquisition ou d’une cession d’actifs. Cette politique continuera de s’appliquer aux informations ainsi transférées.',
        ],
        'Les autres contributeurs ne peuvent voir que ce que vous choisissez de rendre public, comme votre nom d’affichage, votre rang et vos badges.',
      ],
    },
    'legal-bases': {
      title: 'Bases légales du traitement',
      blocks: [
        'Lorsque des lois sur la protection des données comme le RGPD ou le RGPD du Royaume-Uni s’appliquent, nous nous appuyons sur les bases légales suivantes :',
        [
          'Contrat : pour vous fournir les Services auxquels vous avez souscrit, y compris pour créditer les points et remettre les récompenses.',
          'Consentement : pour vendre vos contributions à des clients professionnels ou les leur concéder sous licence, et pour vous envoyer des messages marketing. Vous pouvez retirer votre consentement à tout moment.',
          'Intérêts légitimes : pour sécuriser les Services, prévenir la fraude et améliorer nos quêtes, lorsque vos droits ne prévalent pas sur ces intérêts.',
          'Obligation légale : pour conserver les registres financiers et répondre aux demandes légalement fondées.',
        ],
      ],
    },
    'data-retention': {
      title: 'Durée de conservation des informations',
      blocks: [
        'Nous ne conservons les informations personnelles que le temps nécessaire aux finalités ci-dessus :',
        [
          'Les informations de compte sont conservées tant que votre compte est actif. Les comptes inactifs depuis 2 ans ou plus sont placés en file d’attente de suppression ; nous vous envoyons un e-mail avant de supprimer un compte afin que vous puissiez le conserver en vous connectant.',
          'Les registres financiers, comme les relevés de récompenses, de paiements et les documents fiscaux, sont généralement conservés de 5 à 7 ans, comme l’exigent les lois comptables et fiscales.',
          'Les contributions aux quêtes qui ne font pas partie d’un jeu de données livré sont supprimées ou anonymisées lorsque votre compte est supprimé.',
          'Les messages adressés à l’assistance sont conservés jusqu’à 2 ans après la fin de l’échange.',
          'Les journaux de sécurité et de prévention de la fraude sont conservés aussi longtemps que nécessaire pour enquêter sur les incidents, puis supprimés.',
        ],
        'Lorsque vous supprimez votre compte, nous supprimons ou anonymisons vos informations personnelles dans un délai de 30 jours, à l’exception des données que la loi nous oblige à conserver.',
      ],
    },
    security: {
      title: 'Comment nous protégeons les informations',
      blocks: [
        'Nous protégeons les informations personnelles par des mesures techniques et organisationnelles adaptées au risque, notamment :',
        [
          'Le chiffrement des données en transit et au repos.',
          'Un accès fondé sur les rôles : le personnel et les sous-traitants ne peuvent accéder qu’aux informations nécessaires à leur fonction, et les accès sont journalisés et contrôlés.',
          'Un délégué à la protection des données qui supervise la manière dont nous traitons les informations personnelles, examine les nouvelles utilisations des données et traite les demandes relatives à la vie privée.',
          'Le masquage des informations personnelles contenues dans les contributions avant qu’elles ne soient montrées aux vérificateurs ou livrées aux clients.',
          'Des tests de sécurité réguliers et un plan de réponse aux incidents, qui prévoit notamment de vous informer, ainsi que les autorités, lorsque la loi l’exige.',
        ],
        'Aucun système n’est parfaitement sûr. Veuillez utiliser un mot de passe robuste et unique, et prévenez-nous immédiatement à {supportEmail} si vous pensez que votre compte a été compromis.',
      ],
    },
    'your-rights': {
      title: 'Vos droits et vos choix',
      blocks: [
        'Selon l’endroit où vous vivez, vous pouvez avoir le droit de :',
        [
          'Accéder aux informations personnelles que nous détenons à votre sujet et en recevoir une copie dans un format portable.',
          'Rectifier les informations inexactes ou incomplètes.',
          'Supprimer votre compte et vos informations personnelles, sous réserve des données que nous sommes tenus de conserver.',
          'Vous opposer à la vente ou à la concession sous licence de vos données de quêtes, et retirer tout consentement que vous avez donné.',
          'Vous opposer à certains traitements ou nous demander de les limiter.',
          'Vous désabonner des messages marketing grâce au lien présent dans chaque message ou dans les paramètres de l’application.',
          'Déposer une plainte auprès de l’autorité de protection des données de votre pays.',
        ],
        'Pour exercer ces droits, écrivez à {supportEmail} ou utilisez les paramètres de confidentialité de l’application. Il se peut que nous devions confirmer votre identité avant de donner suite à une demande, et nous répondons dans le délai prévu par la loi, généralement 30 jours. Nous ne vous traiterons jamais différemment parce que vous exercez vos droits en matière de vie privée, même si le fait de vous opposer à la vente de vos données peut modifier les quêtes qui vous sont proposées.',
      ],
    },
    'age-requirements': {
      title: 'Conditions d’âge',
      blocks: [
        'Vous devez avoir au moins 16 ans pour utiliser les Services (13 ans aux États-Unis). Les utilisateurs de moins de 18 ans doivent obtenir le consentement d’un parent ou d’un tuteur légal, comme l’expliquent nos Conditions d’utilisation.',
        'Nous ne collectons pas sciemment d’informations personnelles auprès d’enfants n’ayant pas atteint ces âges. Si vous pensez qu’un enfant nous a communiqué des informations personnelles, écrivez à {supportEmail} et nous les supprimerons.',
      ],
    },
    'international-transfers': {
      title: 'Transferts internationaux',
      blocks: [
        '{brand} est établi aux États-Unis, et nos prestataires de services et nos clients professionnels peuvent être situés dans d’autres pays. Lorsque nous transférons des informations personnelles hors de l’Espace économique européen, du Royaume-Uni ou d’une autre région soumise à des règles en matière de transferts, nous utilisons des garanties reconnues par la loi, comme les clauses contractuelles types.',
      ],
    },
    cookies: {
      title: 'Cookies et technologies similaires',
      blocks: [
        'Ce site web n’utilise pas de cookies publicitaires ni de cookies de suivi intersites, et ne charge rien depuis d’autres sites web. Si vous choisissez un thème clair ou sombre à l’aide du sélecteur situé dans son en-tête, votre navigateur mémorise ce choix sur votre appareil ; il ne nous est jamais envoyé, et choisir l’option Système l’efface. L’application stocke une petite quantité d’informations sur votre appareil, comme votre session de connexion et vos paramètres, afin de fonctionner et de rester sécurisée.',
        'Les liens vers nos canaux communautaires ({discord} et {x}), les boutiques d’applications ({googlePlay} et {appStore}) et notre documentation ({lightpaper}) vous mènent vers des services gérés par des tiers, qui ont leurs propres politiques de confidentialité.',
      ],
    },
    changes: {
      title: 'Modifications de cette politique',
      blocks: [
        'Nous pouvons mettre à jour cette politique à mesure que les Services évoluent, par exemple lorsque l’échange des points ou de nouvelles options de retrait, comme les cartes cadeaux et les conversions en stablecoins, deviendront disponibles. Nous modifierons la date en haut de la page et, si une modification est importante, nous vous en informerons dans l’application ou par e-mail avant son entrée en vigueur. Nous vous demanderons à nouveau votre consentement avant d’utiliser vos informations d’une manière que vous n’avez pas acceptée.',
      ],
    },
    contact: {
      title: 'Nous contacter',
      blocks: [
        'Pour toute question concernant cette politique ou vos informations personnelles, ou pour joindre notre délégué à la protection des données, écrivez à {supportEmail}. Veuillez indiquer « Confidentialité » dans l’objet de votre message afin qu’il parvienne rapidement à la bonne équipe.',
      ],
    },
  },
};

export default privacy;
