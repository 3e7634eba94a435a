import type { StoresWords } from '../en/stores';

const stores: StoresWords = {
  storeListings: [
    {
      platform: 'Android',
      store: 'Google Play',
      badgeCaption: 'DISPONÍVEL NO',
      link: 'googlePlay',
      logo: '/images/stores/google-play.png',
      description: 'Para celulares e tablets Android. Instale pelo Google Play e comece sua primeira missão em minutos.',
    },
    {
      platform: 'iOS',
      store: 'App Store',
      badgeCaption: 'Baixar na',
      link: 'appStore',
      logo: '/images/stores/apple.png',
      description: 'Para iPhone e iPad. Instale pela App Store e comece sua primeira missão em minutos.',
    },
  ],
};

export default stores;
