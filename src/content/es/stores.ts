import type { StoresWords } from '../en/stores';

const stores: StoresWords = {
  storeListings: [
    {
      platform: 'Android',
      store: 'Google Play',
      badgeCaption: 'DISPONIBLE EN',
      link: 'googlePlay',
      logo: '/images/stores/google-play.png',
      description: 'Para celulares y tablets Android. Instálala desde Google Play y empieza tu primera misión en minutos.',
    },
    {
      platform: 'iOS',
      store: 'App Store',
      badgeCaption: 'Descárgalo en el',
      link: 'appStore',
      logo: '/images/stores/apple.png',
      description: 'Para iPhone y iPad. Instálala desde el App Store y empieza tu primera misión en minutos.',
    },
  ],
};

export default stores;
