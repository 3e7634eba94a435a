import type { StoresWords } from '../schema';

const stores: StoresWords = {
  storeListings: {
    googlePlay: {
      badgeCaption: 'احصل عليه من',
      description: 'لهواتف Android وأجهزته اللوحية. ثبّت التطبيق من Google Play وابدأ مهمتك الأولى في دقائق.',
    },
    appStore: {
      badgeCaption: 'حمّله من',
      description: 'لأجهزة iPhone وiPad. ثبّت التطبيق من App Store وابدأ مهمتك الأولى في دقائق.',
    },
  },
};

export default stores;
