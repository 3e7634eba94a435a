import type { AppDownloadWords } from '../schema';

const appDownload: AppDownloadWords = {
  eyebrow: 'Android और iOS पर मुफ़्त',
  lead: 'अपने फ़ोन पर ऐप पाएँ, कोई क्वेस्ट चुनें और अपने पहले ही काम से पॉइंट्स, पैसे या $SCAN टोकन कमाएँ। जुड़ना मुफ़्त है, किसी अनुभव की ज़रूरत नहीं।',
  storesTitle: 'अपना स्टोर चुनें',
  storesLead: 'दोनों ऐप मुफ़्त हैं और इनमें एक जैसे क्वेस्ट और इनाम मिलते हैं।',
  storeCodes: {
    caption: 'अपने फ़ोन के कैमरे से स्कैन करें',
    labels: { googlePlay: 'Google Play का QR कोड', appStore: 'App Store का QR कोड' },
  },
  benefitsTitle: 'ऐप से क्यों कमाएँ',
  benefits: {
    instantEarnings: {
      title: 'तुरंत कमाई',
      description: 'क्वेस्ट की जाँच पूरी होते ही पॉइंट्स जमा हो जाते हैं, आम तौर पर कुछ ही मिनटों में।',
    },
    workAnywhere: {
      title: 'कहीं से भी काम करें',
      description: 'हर क्वेस्ट में कुछ ही मिनट लगते हैं: बस में, ब्रेक के दौरान या सोफ़े पर बैठे-बैठे पूरा करें।',
    },
    easyToUse: {
      title: 'इस्तेमाल में आसान',
      description: 'हर क्वेस्ट में साफ़ निर्देश। डाउनलोड करें, लॉग इन करें और शुरू करें: ईमेल सत्यापन की ज़रूरत नहीं।',
    },
  },
  webTitle: 'वेब पर काम करना पसंद है?',
  webLead: 'ब्राउज़र में साइन इन करें या अपना अकाउंट बनाएँ, फिर ऐप में वहीं से आगे बढ़ें जहाँ आपने छोड़ा था।',
  webLinks: { signIn: 'साइन इन करें', signUp: 'साइन अप करें' },
};

export default appDownload;
