import type { StoresWords } from '../schema';

const stores: StoresWords = {
  storeListings: {
    googlePlay: {
      badgeCaption: 'DISPONIBLE EN',
      description: 'Para celulares y tablets Android. Instálala desde Google Play y empieza tu primera misión en minutos.',
    },
    appStore: {
      badgeCaption: 'Descárgalo en el',
      description: 'Para iPhone y iPad. Instálala desde el App Store y empieza tu primera misión en minutos.',
    },
  },
};

export default stores;
