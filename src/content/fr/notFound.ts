import type { NotFoundWords } from '../schema';

const notFound: NotFoundWords = {
  eyebrow: 'Erreur 404',
  lead: 'La page que vous cherchez n’existe pas ou a été déplacée. Voici quelques pistes pour continuer :',
  links: {
    home: { label: 'Accueil', description: 'Commencez à gagner avec de courtes quêtes de données.' },
    howItWorks: { label: 'Comment ça marche', description: 'Quatre étapes, de l’inscription aux récompenses.' },
    helpCenter: { label: 'Centre d’aide', description: 'Cherchez dans la FAQ ou contactez l’assistance.' },
    business: { label: 'Entreprises', description: 'Des données annotées pour vos projets d’IA.' },
  },
};

export default notFound;
