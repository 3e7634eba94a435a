import type { TermsWords } from '../schema';

/** The Terms of Service: the agreement that governs quests, points, referrals and tokens. */
const terms: TermsWords = {
  summary:
    'These terms are the agreement between you and {brand}. They explain who may use the app, how quests and points work, what SCAN tokens are (utility tokens, not an investment), and what happens if something goes wrong.',
  sections: {
    agreement: {
      title: 'Our Agreement with You',
      blocks: [
        'These Terms of Service (“Terms”) govern your use of the {brand} mobile app, this website and the related services (together, the “Services”), provided by {brand} (“{brand}”, “we”, “us”). By creating an account or using the Services, you agree to these Terms, to our Privacy Policy and, for the app, to our End User License Agreement.',
        'Please read them carefully. If you do not agree, do not use the Services. If you use the Services on behalf of an organisation, you confirm that you may accept these Terms for it.',
      ],
    },
    eligibility: {
      title: 'Who Can Use the Services',
      blocks: [
        'To use the Services you must:',
        [
          'Be old enough. The Services are not intended for children under 13, and users under 18 need the consent of a parent or guardian, who accepts these Terms on their behalf and is responsible for their use. Our Privacy Policy sets the minimum age at 16 (13 in the US).',
          'Be able to form a binding contract and not be barred from using the Services under any applicable law.',
          'Not be located in, or a resident of, a restricted territory.',
        ],
        'The Services are not available in North Korea, Iran, Syria, Cuba and Crimea, or to anyone on a government sanctions list. We may add territories to this list when the law requires it. Using a VPN or other means to hide your location in order to get around this restriction is a breach of these Terms, and any points earned that way will be forfeited.',
      ],
    },
    'your-account': {
      title: 'Your Account',
      blocks: [
        [
          'One person, one account. Accounts are personal and may not be shared, sold or transferred.',
          'Give accurate information and keep it up to date. We do not currently require email verification when you sign up, so it is up to you to make sure your email address is correct: it is how we contact you about your account and rewards.',
          'Keep your password safe. You are responsible for what happens in your account, and you should tell us at {supportEmail} straight away if you think someone else has access to it.',
          'We may ask you to confirm your identity before paying out rewards, for example to prevent fraud or to meet legal obligations.',
        ],
      ],
    },
    quests: {
      title: 'Quests and Verification',
      blocks: [
        'Quests are small tasks such as image labeling, text verification, data validation, audio transcription, surveys, receipt uploads, short video clips, content moderation and custom AI-training tasks. Each quest tells you what to do, how long it usually takes and the points it is worth.',
        [
          'Do the work yourself, honestly and carefully, following the quest instructions.',
          'Points are credited after a quest passes verification. Most checks are automatic and finish within minutes; some submissions are reviewed by people, which can take longer.',
          'We may reject a submission that does not follow the instructions, is inaccurate, copied or generated automatically. Rejected submissions earn no points.',
          'Quest availability, point values and requirements may change at any time, and not every quest is available in every country or language.',
          'Some content-moderation quests may show material that some people find upsetting. These quests are labeled, optional, and you can stop at any time.',
        ],
      ],
    },
    'your-submissions': {
      title: 'Your Submissions and the Rights You Grant',
      blocks: [
        'You keep any rights you have in what you submit. By submitting work, you grant {brand} a worldwide, perpetual, irrevocable, royalty-free licence to use, copy, modify, combine, sell, license and distribute your submissions, including to business clients who use them to train and evaluate artificial-intelligence models. The points you receive are the full payment for this licence.',
        'We sell or license submissions to business clients only with your consent, and you may opt out at any time, as our Privacy Policy explains. Opting out applies to datasets created after you opt out.',
        'You confirm that you have the right to submit what you upload, that it does not infringe anyone else’s rights, and that you have permission from anyone who can be identified in it.',
      ],
    },
    'points-and-rewards': {
      title: 'Points, Rewards and Payouts',
      blocks: [
        [
          'Points are a record of the work you have done. Until they are redeemed, they are not money, have no cash value and cannot be transferred or sold.',
          'Points will convert to SCAN tokens and other perks once redemption goes live. We will announce the conversion rules in the app before redemption opens.',
          'Cash-out options, such as gift cards and stable-coin swaps, are in development. We will publish their terms, fees and any identity checks before they launch.',
          'There is no minimum payout threshold: once a payout method is available, you can redeem whatever balance you have.',
          'We may correct balances that are wrong because of a technical error, and remove points earned through fraud, automation or any breach of these Terms.',
          'You are responsible for any taxes on the rewards you receive. We may ask for tax information where the law requires it.',
        ],
      ],
    },
    'scan-tokens': {
      title: 'SCAN Tokens',
      blocks: [
        'SCAN tokens are utility tokens, not an investment. They exist to be used within the {brand} ecosystem, for example to redeem perks or access features. They are not shares, securities, deposits or any other financial product, and they give you no ownership of, or share in the profits of, {brand}.',
        [
          'We make no promise that SCAN tokens will have, keep or gain any value, or that they will be tradable anywhere.',
          'Do not acquire or hold SCAN tokens expecting a profit.',
          'Blockchain transactions are irreversible. Tokens sent to a wrong wallet address cannot be recovered, and you are responsible for keeping your wallet and its keys safe.',
          'Laws on digital tokens differ between countries and may change. Token features may be limited or unavailable where you live.',
        ],
        'Our {lightpaper} describes how SCAN tokens are meant to work. It is information, not an offer or a promise: where it and these Terms differ, these Terms apply.',
      ],
    },
    'referral-programme': {
      title: 'Referral Programme',
      blocks: [
        'You can invite friends with your personal referral link or code:',
        [
          'When a friend signs up with your link, you each receive 2,000 points.',
          'After that, you earn a bonus equal to 10% of every point your friend collects from quests, plus a further 10% of the points earned by the people your friend refers.',
          'There are no caps on the number of friends you can invite or on the bonus points you can earn.',
          'Referral bonuses are paid by {brand}. They are never taken from your friends’ earnings.',
        ],
        'Referrals must be real people who join by choice. Creating accounts for yourself, paying people to sign up, spamming invitations or misleading people about the Services is not allowed; we will remove the resulting points and may close the accounts involved. We may change or end the referral programme for the future, but points you have already earned under it will be kept.',
      ],
    },
    'acceptable-use': {
      title: 'Acceptable Use',
      blocks: [
        'When using the Services, you must not:',
        [
          'Use bots, scripts, emulators, click farms or artificial-intelligence tools to complete quests, unless a quest expressly allows it.',
          'Create or control more than one account, or use another person’s account.',
          'Upload content that is illegal, harmful, hateful, sexually explicit, or that infringes someone else’s rights or privacy.',
          'Try to access data, systems or accounts you are not allowed to access, or interfere with the security or performance of the Services.',
          'Copy, resell or disclose quest materials or client data outside the Services.',
          'Harass other members, reviewers or our staff, including in community channels.',
        ],
      ],
    },
    'intellectual-property': {
      title: 'Our Intellectual Property',
      blocks: [
        'The Services, including the app, website, quest designs, software, logos and the {brand} name, belong to {brand} or its licensors and are protected by law. These Terms do not give you any right to use them except to use the Services as intended. If you send us feedback or ideas, we may use them freely without any obligation to you.',
      ],
    },
    'suspension-and-termination': {
      title: 'Suspension and Termination',
      blocks: [
        'You may stop using the Services and delete your account at any time. We may suspend or close your account, or withhold points under review, if you breach these Terms, if required by law, or if we reasonably suspect fraud. Where possible we will tell you why and give you a chance to respond.',
        'If we close your account without cause, we will let you redeem any valid balance once redemption is available. Accounts inactive for 2 years or more are queued for deletion, as our Privacy Policy explains. The sections on submissions, tokens, disclaimers, liability and disputes continue to apply after your account is closed.',
      ],
    },
    disclaimers: {
      title: 'Disclaimers',
      blocks: [
        'We work hard to keep the Services useful and available, but they are provided “as is” and “as available”. To the extent the law allows, we make no warranties of any kind, including that the Services will be uninterrupted or error-free, that a particular number of quests will be available, or that you will earn any particular amount. Earnings figures shown in the app or on this website are examples, not promises.',
      ],
    },
    'limitation-of-liability': {
      title: 'Limitation of Liability',
      blocks: [
        'To the extent the law allows, {brand} is not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, lost data or lost opportunities, arising from your use of the Services.',
        'Our total liability for all claims relating to the Services is limited to the greater of US $100 or the amounts paid to you by {brand} in the 12 months before the event giving rise to the claim.',
        'Some jurisdictions do not allow these limits, so they may not all apply to you. Nothing in these Terms limits liability that cannot be limited by law, such as for fraud or for death or personal injury caused by negligence.',
        'You agree to compensate {brand} for claims, losses and costs arising from your breach of these Terms or your misuse of the Services.',
      ],
    },
    'governing-law-and-disputes': {
      title: 'Governing Law and Disputes',
      blocks: [
        'These Terms are governed by the laws of the State of Georgia, USA, without regard to its conflict-of-law rules. Any dispute relating to these Terms or the Services will be decided exclusively by the state or federal courts located in Fulton County, Georgia, and you and {brand} consent to their jurisdiction.',
        'Before going to court, please contact us at {supportEmail}: most problems can be solved quickly and informally. If you live in a country whose consumer laws give you the right to bring claims in your local courts, these Terms do not take that right away.',
      ],
    },
    'changes-and-contact': {
      title: 'Changes and Contact',
      blocks: [
        'We may update these Terms as the Services evolve. We will change the date at the top of this page and, for significant changes, notify you in the app or by email at least 14 days before they take effect. If you keep using the Services after that, you accept the updated Terms.',
        'If any part of these Terms is found unenforceable, the rest stays in force. Questions about these Terms can be sent to {supportEmail}.',
      ],
    },
  },
};

export default terms;
