import type { NotFoundWords } from '../en/notFound';

const notFound: NotFoundWords = {
  eyebrow: 'Erreur 404',
  lead: 'La page que vous cherchez n’existe pas ou a été déplacée. Voici quelques pistes pour continuer :',
  links: [
    { label: 'Accueil', to: '/', description: 'Commencez à gagner avec de courtes quêtes de données.' },
    { label: 'Comment ça marche', to: '/how-it-works', description: 'Quatre étapes, de l’inscription aux récompenses.' },
    { label: 'Centre d’aide', to: '/support', description: 'Cherchez dans la FAQ ou contactez l’assistance.' },
    { label: 'Entreprises', to: '/business', description: 'Des données annotées pour vos projets d’IA.' },
  ],
};

export default notFound;
