import type { StoresWords } from '../en/stores';

const stores: StoresWords = {
  storeListings: [
    {
      platform: 'Android',
      store: 'Google Play',
      badgeCaption: 'DISPONIBLE SUR',
      link: 'googlePlay',
      logo: '/images/stores/google-play.png',
      description:
        'Pour les téléphones et tablettes Android. Installez l’application depuis Google Play et lancez votre première quête en quelques minutes.',
    },
    {
      platform: 'iOS',
      store: 'App Store',
      badgeCaption: 'Disponible sur',
      link: 'appStore',
      logo: '/images/stores/apple.png',
      description: 'Pour iPhone et iPad. Installez l’application depuis l’App Store et lancez votre première quête en quelques minutes.',
    },
  ],
};

export default stores;
