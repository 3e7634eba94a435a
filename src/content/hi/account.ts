import type { AccountWords } from '../schema';

const account: AccountWords = {
  demoSubmissionNotice: 'यह सिर्फ़ डेमो है: आपकी जानकारी ब्राउज़र कंसोल में लिखी गई है और कहीं भेजी नहीं गई।',
  demoPreview: {
    before: 'ये स्क्रीन डेमो हैं और इनसे कोई अकाउंट नहीं बनता। देखें कि सदस्यों को क्या मिलता है: ',
    dashboard: 'डेमो डैशबोर्ड',
    between: ' और ',
    profile: 'डेमो प्रोफ़ाइल',
    after: '।',
  },
  socialSignIn: {
    divider: 'या',
    google: 'Google से जारी रखें',
    facebook: 'Facebook से जारी रखें',
  },
  credentials: {
    email: { label: 'ईमेल', placeholder: 'aap@example.com' },
    password: { label: 'पासवर्ड', toggleName: 'पासवर्ड' },
  },
  signIn: {
    subtitle: 'कमाई जारी रखने के लिए साइन इन करें',
    rememberMe: 'मुझे याद रखें',
    forgotPassword: 'पासवर्ड भूल गए?',
    submit: 'साइन इन करें',
    noAccount: 'यहाँ नए हैं?',
    signUp: 'मुफ़्त में साइन अप करें',
  },
  signUp: {
    subtitle: '2\u00a0मिनट से भी कम समय में कमाई शुरू करें',
    firstName: { label: 'पहला नाम', placeholder: 'राहुल' },
    lastName: { label: 'उपनाम', placeholder: 'शर्मा' },
    confirmPassword: { label: 'पासवर्ड की पुष्टि करें', toggleName: 'पुष्टि वाला पासवर्ड' },
    agreement: {
      before: 'मैं इनसे सहमत हूँ: ',
      terms: 'सेवा की शर्तें',
      between: ' और ',
      privacy: 'गोपनीयता नीति',
    },
    newsletter: 'मुझे कमाई के टिप्स और प्लैटफ़ॉर्म की नई जानकारी भेजें',
    submit: 'अकाउंट बनाएँ',
    haveAccount: 'क्या आपका पहले से अकाउंट है?',
    signIn: 'साइन इन करें',
    panel: {
      title: '50,000+ एआई ट्रेनर्स से जुड़ें',
      lead: 'बेहतर एआई बनाने में मदद करके अपने खाली मिनटों को इनाम में बदलें।',
      benefits: ['तुरंत कमाई शुरू करें', 'किसी अनुभव की ज़रूरत नहीं', 'काम के लचीले घंटे', 'तुरंत भुगतान', 'दुनिया भर की कम्युनिटी का साथ'],
      highlight: { figure: '$15.50 तक', label: 'प्रति घंटा कमाई' },
    },
  },
};

export default account;
