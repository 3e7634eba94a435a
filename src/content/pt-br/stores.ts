import type { StoresWords } from '../schema';

const stores: StoresWords = {
  storeListings: {
    googlePlay: {
      badgeCaption: 'DISPONÍVEL NO',
      description: 'Para celulares e tablets Android. Instale pelo Google Play e comece sua primeira missão em minutos.',
    },
    appStore: {
      badgeCaption: 'Baixar na',
      description: 'Para iPhone e iPad. Instale pela App Store e comece sua primeira missão em minutos.',
    },
  },
};

export default stores;
