import type { EulaWords } from '../schema';

/** The End User License Agreement: the licence under which people install and use the app. */
const eula: EulaWords = {
  summary:
    'Ce contrat vous permet d’installer et d’utiliser l’application {brand} sur vos propres appareils pour réaliser vos propres quêtes. Il énumère ce que vous n’avez pas le droit de faire avec l’application, explique le fonctionnement des mises à jour et indique comment la licence prend fin.',
  sections: {
    'about-this-agreement': {
      title: 'À propos de ce contrat',
      blocks: [
        'Le présent Contrat de licence utilisateur final (le « Contrat ») est conclu entre vous et {brand} (« {brand} », « nous »). Il couvre l’application mobile {brand}, y compris ses mises à jour, son contenu et sa documentation (l’« Application »), quelle que soit la manière dont vous l’avez obtenue.',
        'En installant ou en utilisant l’Application, vous acceptez le présent Contrat. Votre utilisation des quêtes, des points, du parrainage et des jetons disponibles via l’Application est également régie par nos Conditions d’utilisation, et notre Politique de confidentialité explique comment nous traitons vos informations. En cas de contradiction entre le présent Contrat et les Conditions d’utilisation sur un point concernant l’Application elle-même, c’est le présent Contrat qui s’applique.',
      ],
    },
    'licence-grant': {
      title: 'Octroi de licence',
      blocks: [
        'Nous vous accordons une licence personnelle, limitée, non exclusive, non transférable et révocable pour télécharger, installer et utiliser l’Application sur des appareils mobiles que vous possédez ou contrôlez, dans le seul but de participer vous-même aux Services de {brand}, conformément au présent Contrat, aux Conditions d’utilisation et aux règles de la boutique d’applications dont vous l’avez obtenue.',
        'L’Application est concédée sous licence, et non vendue. Nous et nos concédants de licence conservons tous les droits que le présent Contrat ne vous accorde pas expressément.',
      ],
    },
    'who-may-use-the-app': {
      title: 'Qui peut utiliser l’Application',
      blocks: [
        'Vous ne pouvez utiliser l’Application que si vous remplissez les conditions d’admissibilité prévues par nos Conditions d’utilisation. L’Application n’est pas destinée aux enfants de moins de 13 ans ; vous devez avoir au moins 16 ans pour l’utiliser (13 ans aux États-Unis) et, si vous avez moins de 18 ans, vous devez obtenir le consentement d’un parent ou d’un tuteur légal, qui accepte le présent Contrat en votre nom.',
        'L’Application est destinée aux particuliers qui réalisent des quêtes pour eux-mêmes. Les entreprises qui souhaitent obtenir des données annotées doivent nous contacter via la page Entreprises de notre site web plutôt que via l’Application.',
      ],
    },
    restrictions: {
      title: 'Restrictions',
      blocks: [
        'Sauf lorsque la loi l’autorise expressément malgré cette restriction, vous ne devez pas :',
        [
          'Copier, modifier ou traduire l’Application, ni en créer des œuvres dérivées.',
          'Décompiler ou désassembler l’Application, ni procéder à son ingénierie inverse ou tenter d’en extraire le code source.',
          'Louer, prêter, vendre, concéder en sous-licence ou distribuer l’Application, ni la mettre de toute autre manière à la disposition d’autrui.',
          'Exécuter l’Application dans des émulateurs, des fermes d’appareils ou des environnements modifiés, ni utiliser des robots, des scripts ou des outils d’automatisation pour réaliser des quêtes ou gagner des points.',
          'Supprimer, masquer ou modifier les mentions de propriété, les étiquettes ou les éléments de marque figurant dans l’Application.',
          'Contourner les fonctionnalités de sécurité, les contrôles de vérification, les contrôles de localisation ou les limites d’utilisation, ni en perturber le fonctionnement.',
          'Utiliser l’Application pour enfreindre une loi, ou pour développer un produit ou un service concurrent.',
        ],
      ],
    },
    updates: {
      title: 'Mises à jour et modifications',
      blocks: [
        'Nous mettons régulièrement à jour l’Application pour ajouter des quêtes, corriger des problèmes et améliorer la sécurité. Les mises à jour peuvent s’installer automatiquement, selon les paramètres de votre appareil. Certaines mises à jour sont obligatoires : une version plus ancienne peut cesser de fonctionner jusqu’à ce que vous installiez la plus récente.',
        'Des fonctionnalités, des types de quêtes et des options de récompense peuvent être ajoutés, modifiés ou supprimés. Par exemple, l’échange des points contre des jetons SCAN et les options de retrait, comme les cartes cadeaux et les conversions en stablecoins, sont encore en cours de développement et arriveront par le biais de mises à jour. Le présent Contrat s’applique à chaque mise à jour, sauf si celle-ci est accompagnée de ses propres conditions.',
      ],
    },
    'device-permissions': {
      title: 'Autorisations de l’appareil',
      blocks: [
        'Certaines quêtes nécessitent l’accès à des fonctionnalités de votre appareil. L’Application vous demande votre autorisation avant de les utiliser, et vous pouvez modifier votre choix dans les paramètres de votre appareil :',
        [
          'Appareil photo : pour photographier des tickets de caisse et enregistrer de courtes vidéos.',
          'Microphone : pour les quêtes audio.',
          'Photos et fichiers : pour mettre en ligne les images que vous choisissez.',
          'Notifications : pour vous informer des nouvelles quêtes, des récompenses validées et de vos séries.',
        ],
        'Si vous refusez une autorisation, les quêtes qui en ont besoin ne seront pas disponibles, mais le reste de l’Application continuera de fonctionner. Le sort des informations collectées de cette manière est décrit dans notre Politique de confidentialité.',
      ],
    },
    'rewards-and-tokens': {
      title: 'Récompenses et jetons dans l’Application',
      blocks: [
        'Les points, badges, rangs et jetons SCAN affichés dans l’Application sont régis par les Conditions d’utilisation. Les jetons SCAN sont des jetons utilitaires, et non un investissement : ils sont destinés à être utilisés au sein de l’écosystème {brand}, ils ne constituent ni des titres financiers ni des produits financiers, et nous ne faisons aucune promesse quant à leur valeur. Les points n’ont aucune valeur monétaire tant qu’ils ne sont pas échangés.',
        'Les récompenses n’apparaissent dans l’Application qu’une fois que la quête a passé la vérification. Si l’Application affiche un solde erroné en raison d’un bug, d’un problème de connexion ou d’une fraude, nous pouvons le corriger. Les fonctionnalités d’échange et de retrait, lorsqu’elles seront lancées, pourront nécessiter des vérifications d’identité supplémentaires et ne seront peut-être pas disponibles dans tous les pays.',
      ],
    },
    'third-party-services': {
      title: 'Services et logiciels tiers',
      blocks: [
        'L’Application peut inclure des composants open source, soumis à leurs propres licences ; une liste est disponible dans les paramètres de l’Application. L’Application peut également contenir des liens vers des services gérés par des tiers, comme les boutiques d’applications, les fournisseurs de connexion, les canaux communautaires et les fournisseurs de portefeuilles. Nous ne sommes pas responsables de ces services, et votre utilisation de ceux-ci est régie par leurs propres conditions.',
      ],
    },
    'ownership-and-feedback': {
      title: 'Propriété et commentaires',
      blocks: [
        'L’Application, sa conception, son code, ses textes, ses éléments graphiques ainsi que le nom et les logos {brand} appartiennent à {brand} ou à ses concédants de licence et sont protégés par le droit d’auteur, le droit des marques et d’autres lois. Si vous nous envoyez des suggestions ou des commentaires sur l’Application, nous pouvons les utiliser sans restriction et sans vous verser aucune rémunération.',
        'Le travail que vous soumettez via l’Application est couvert par les Conditions d’utilisation, qui expliquent la licence que vous nous accordez, comment les contributions peuvent être vendues ou concédées sous licence à des clients professionnels avec votre consentement, et comment vous y opposer.',
      ],
    },
    termination: {
      title: 'Résiliation',
      blocks: [
        'Le présent Contrat reste en vigueur jusqu’à ce que vous ou nous y mettions fin. Vous pouvez y mettre fin à tout moment en supprimant l’Application de tous vos appareils et, si vous le souhaitez, en supprimant votre compte. Il prend fin automatiquement si vous l’enfreignez, et nous pouvons y mettre fin ou suspendre votre accès si nous cessons de proposer l’Application ou si la loi nous y oblige.',
        'À la fin du Contrat, vous devez cesser d’utiliser l’Application et la supprimer. Le sort de votre compte et de vos points est décrit dans les Conditions d’utilisation. Les sections relatives aux restrictions, à la propriété, aux exclusions de garantie, à la responsabilité et au droit applicable restent en vigueur après la résiliation.',
      ],
    },
    'disclaimer-of-warranties': {
      title: 'Exclusion de garanties',
      blocks: [
        'L’Application est fournie « en l’état » et « selon sa disponibilité ». Dans la mesure permise par la loi, {brand} exclut toute garantie, expresse ou implicite, y compris les garanties de qualité marchande, d’adéquation à un usage particulier et d’absence de contrefaçon. Nous ne promettons pas que l’Application sera exempte d’erreurs, qu’elle fonctionnera sur tous les appareils, qu’elle sera disponible sans interruption, ni que des quêtes ou des gains particuliers vous seront proposés.',
      ],
    },
    'limitation-of-liability': {
      title: 'Limitation de responsabilité',
      blocks: [
        'Dans la mesure permise par la loi, {brand} n’est pas responsable des dommages indirects, accessoires, spéciaux, consécutifs ou punitifs, ni des pertes de données, de bénéfices ou de clientèle, découlant de votre utilisation de l’Application ou de l’impossibilité de l’utiliser.',
        'Notre responsabilité totale au titre du présent Contrat est limitée au plus élevé des deux montants suivants : 100 $US ou les sommes que {brand} vous a versées au cours des 12 mois précédant l’événement à l’origine de la réclamation. Rien dans le présent Contrat ne limite une responsabilité qui ne peut pas être limitée par la loi.',
      ],
    },
    'export-and-territories': {
      title: 'Restrictions à l’exportation et restrictions territoriales',
      blocks: [
        'Vous ne pouvez pas télécharger ni utiliser l’Application en Corée du Nord, en Iran, en Syrie, à Cuba ou en Crimée, ni dans tout autre territoire soumis à des sanctions globales, ni l’exporter vers ces territoires, et vous ne pouvez pas l’utiliser si vous figurez sur une liste de sanctions gouvernementale. Vous confirmez qu’aucune de ces situations ne vous concerne.',
      ],
    },
    'app-store-terms': {
      title: 'Conditions des boutiques d’applications',
      blocks: [
        'Si vous avez téléchargé l’Application depuis l’{appStore} d’Apple ou depuis {googlePlay} :',
        [
          'Le présent Contrat est conclu uniquement entre vous et {brand}, et non avec l’exploitant de la boutique, et {brand} est seul responsable de l’Application et de son contenu.',
          'L’exploitant de la boutique n’a aucune obligation de fournir des services de maintenance ou d’assistance pour l’Application.',
          'Si l’Application n’est pas conforme à une garantie applicable, vous pouvez en informer l’exploitant de la boutique, qui pourra vous rembourser le prix d’achat, le cas échéant ; au-delà, l’exploitant de la boutique n’a aucune obligation de garantie.',
          'L’exploitant de la boutique n’est pas responsable des réclamations relatives à l’Application, y compris les réclamations en matière de responsabilité du fait des produits, les réclamations juridiques ou réglementaires et les réclamations en matière de propriété intellectuelle.',
          'Apple et ses filiales, ou Google, selon le cas, sont des tiers bénéficiaires du présent Contrat et peuvent le faire valoir à votre encontre.',
        ],
      ],
    },
    'governing-law': {
      title: 'Droit applicable',
      blocks: [
        'Le présent Contrat est régi par les lois de l’État de Géorgie (États-Unis), sans égard à ses règles de conflit de lois. Tout litige le concernant sera tranché exclusivement par les tribunaux d’État ou fédéraux situés dans le comté de Fulton, en Géorgie. Si le droit de la consommation de votre pays vous confère des droits auxquels il ne peut être renoncé, le présent Contrat ne vous retire pas ces droits.',
      ],
    },
    contact: {
      title: 'Contact',
      blocks: [
        'Les questions relatives au présent Contrat ou à l’Application peuvent être envoyées à {supportEmail}. Si nous modifions le présent Contrat, nous mettrons à jour la date en haut de cette page et vous en informerons dans l’Application avant l’entrée en vigueur des modifications importantes.',
      ],
    },
  },
};

export default eula;
