import type { HomeHeroWords } from '../schema';

const homeHero: HomeHeroWords = {
  homeHero: {
    eyebrow: 'अपने फ़ोन से कमाएँ',
    lead: 'आसान डेटा क्वेस्ट पूरे करें — इमेज लेबल करें, टेक्स्ट जाँचें, ऑडियो को टेक्स्ट में लिखें — और बेहतर एआई तैयार करने में मदद करते हुए पॉइंट्स, पैसे या $SCAN टोकन कमाएँ। जुड़ना मुफ़्त है, किसी अनुभव की ज़रूरत नहीं।',
    primaryAction: 'कमाई शुरू करें',
    secondaryAction: 'यह कैसे काम करता है',
    storesLabel: 'ऐप पाएँ',
    phoneNote: 'उदाहरण के लिए',
  },
};

export default homeHero;
