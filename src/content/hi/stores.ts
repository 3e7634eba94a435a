import type { StoresWords } from '../schema';

const stores: StoresWords = {
  storeListings: {
    googlePlay: {
      badgeCaption: 'अभी पाएँ',
      description: 'Android फ़ोन और टैबलेट के लिए। Google Play से इंस्टॉल करें और कुछ ही मिनटों में अपना पहला क्वेस्ट शुरू करें।',
    },
    appStore: {
      badgeCaption: 'डाउनलोड करें',
      description: 'iPhone और iPad के लिए। App Store से इंस्टॉल करें और कुछ ही मिनटों में अपना पहला क्वेस्ट शुरू करें।',
    },
  },
};

export default stores;
