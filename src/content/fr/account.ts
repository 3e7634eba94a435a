import type { AccountWords } from '../schema';

const account: AccountWords = {
  demoSubmissionNotice:
    'Démonstration uniquement : vos informations ont été écrites dans la console du navigateur et n’ont été envoyées nulle part.',
  demoPreview: {
    before: 'Ces écrans sont une démonstration et ne créent aucun compte. Découvrez ce que voient les membres : le ',
    dashboard: 'tableau de bord de démonstration',
    between: ' et le ',
    profile: 'profil de démonstration',
    after: '.',
  },
  socialSignIn: {
    divider: 'ou',
    google: 'Continuer avec Google',
    facebook: 'Continuer avec Facebook',
  },
  credentials: {
    email: { label: 'E-mail', placeholder: 'vous@example.com' },
    password: { label: 'Mot de passe', toggleName: 'mot de passe' },
  },
  signIn: {
    subtitle: 'Connectez-vous pour continuer à gagner',
    rememberMe: 'Se souvenir de moi',
    forgotPassword: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    noAccount: 'Pas encore de compte ?',
    signUp: 'Inscrivez-vous gratuitement',
  },
  signUp: {
    subtitle: 'Commencez à gagner en moins de 2 minutes',
    firstName: { label: 'Prénom', placeholder: 'Alex' },
    lastName: { label: 'Nom', placeholder: 'Morgan' },
    confirmPassword: { label: 'Confirmer le mot de passe', toggleName: 'mot de passe de confirmation' },
    agreement: {
      before: 'J’accepte les ',
      terms: 'Conditions d’utilisation',
      between: ' et la ',
      privacy: 'Politique de confidentialité',
    },
    newsletter: 'Recevoir des astuces pour gagner plus et les nouveautés de la plateforme',
    submit: 'Créer un compte',
    haveAccount: 'Vous avez déjà un compte ?',
    signIn: 'Se connecter',
    panel: {
      title: 'Rejoignez plus de 50 000 entraîneurs d’IA',
      lead: 'Transformez vos minutes libres en récompenses en aidant à construire une IA plus performante.',
      benefits: [
        'Commencez à gagner immédiatement',
        'Aucune expérience requise',
        'Des horaires flexibles',
        'Des paiements instantanés',
        'L’entraide d’une communauté mondiale',
      ],
      highlight: { figure: 'Jusqu’à 15,50 $US', label: 'Gains par heure' },
    },
  },
};

export default account;
