import type { StoresWords } from '../schema';

const stores: StoresWords = {
  storeListings: {
    googlePlay: {
      badgeCaption: 'DISPONIBLE SUR',
      description:
        'Pour les téléphones et tablettes Android. Installez l’application depuis Google Play et lancez votre première quête en quelques minutes.',
    },
    appStore: {
      badgeCaption: 'Disponible sur',
      description: 'Pour iPhone et iPad. Installez l’application depuis l’App Store et lancez votre première quête en quelques minutes.',
    },
  },
};

export default stores;
