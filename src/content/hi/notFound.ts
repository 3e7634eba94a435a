import type { NotFoundWords } from '../schema';

const notFound: NotFoundWords = {
  eyebrow: 'गड़बड़ी 404',
  lead: 'आप जो पेज ढूँढ़ रहे हैं, वह मौजूद नहीं है या किसी और जगह चला गया है। आगे बढ़ने के लिए ये जगहें अच्छी हैं:',
  links: {
    home: { label: 'होम', description: 'छोटे डेटा क्वेस्ट से कमाई शुरू करें।' },
    howItWorks: { label: 'यह कैसे काम करता है', description: 'साइन अप से इनाम तक चार चरण।' },
    helpCenter: { label: 'सहायता केंद्र', description: 'सवाल-जवाब में खोजें या सहायता टीम से संपर्क करें।' },
    business: { label: 'बिज़नेस', description: 'आपके एआई प्रोजेक्ट्स के लिए लेबल किया गया डेटा।' },
  },
};

export default notFound;
