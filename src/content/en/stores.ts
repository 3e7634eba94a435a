import type { StoresWords } from '../schema';

const stores: StoresWords = {
  storeListings: {
    googlePlay: {
      badgeCaption: 'GET IT ON',
      description: 'For Android phones and tablets. Install from Google Play and start your first quest in minutes.',
    },
    appStore: {
      badgeCaption: 'Download on the',
      description: 'For iPhone and iPad. Install from the App Store and start your first quest in minutes.',
    },
  },
};

export default stores;
