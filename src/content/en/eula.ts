import type { EulaWords } from '../schema';

/** The End User License Agreement: the licence under which people install and use the app. */
const eula: EulaWords = {
  summary:
    'This agreement lets you install and use the {brand} app on your own devices for your own quests. It lists what you may not do with the app, how updates work and how the licence ends.',
  sections: {
    'about-this-agreement': {
      title: 'About This Agreement',
      blocks: [
        'This End User License Agreement (“Agreement”) is between you and {brand} (“{brand}”, “we”, “us”). It covers the {brand} mobile app, including its updates, content and documentation (the “App”), however you obtained it.',
        'By installing or using the App you accept this Agreement. Your use of the quests, points, referrals and tokens available through the App is also governed by our Terms of Service, and our Privacy Policy explains how we handle your information. If this Agreement and the Terms of Service conflict on a point about the App itself, this Agreement applies.',
      ],
    },
    'licence-grant': {
      title: 'Licence Grant',
      blocks: [
        'We grant you a personal, limited, non-exclusive, non-transferable, revocable licence to download, install and use the App on mobile devices that you own or control, solely to take part in the {brand} Services for yourself, in line with this Agreement, the Terms of Service and the rules of the app store you got it from.',
        'The App is licensed, not sold. We and our licensors keep all rights that this Agreement does not expressly grant to you.',
      ],
    },
    'who-may-use-the-app': {
      title: 'Who May Use the App',
      blocks: [
        'You may use the App only if you are eligible under our Terms of Service. The App is not intended for children under 13; you must be at least 16 to use it (13 in the US), and if you are under 18 you need the consent of a parent or guardian, who accepts this Agreement on your behalf.',
        'The App is meant for individuals completing quests for themselves. Businesses that want labeled data should contact us through the Business page of our website rather than through the App.',
      ],
    },
    restrictions: {
      title: 'Restrictions',
      blocks: [
        'Except where the law expressly allows it despite this restriction, you must not:',
        [
          'Copy, modify, translate or create derivative works of the App.',
          'Decompile, disassemble or reverse engineer the App, or try to extract its source code.',
          'Rent, lend, sell, sublicense, distribute or otherwise make the App available to anyone else.',
          'Run the App in emulators, device farms or modified environments, or use bots, scripts or automation to complete quests or earn points.',
          'Remove, hide or change any proprietary notices, labels or branding in the App.',
          'Get around or interfere with security features, verification checks, location checks or usage limits.',
          'Use the App to break any law, or to build a competing product or service.',
        ],
      ],
    },
    updates: {
      title: 'Updates and Changes',
      blocks: [
        'We update the App regularly to add quests, fix problems and improve security. Updates may install automatically, depending on your device settings. Some updates are required: an older version may stop working until you install the latest one.',
        'Features, quest types and reward options may be added, changed or removed. For example, redemption of points for SCAN tokens and cash-out options such as gift cards and stable-coin swaps are still in development and will arrive through updates. This Agreement applies to every update unless the update comes with its own terms.',
      ],
    },
    'device-permissions': {
      title: 'Device Permissions',
      blocks: [
        'Some quests need access to features of your device. The App asks before using them, and you can change your choice in your device settings:',
        [
          'Camera: to photograph receipts and record short video clips.',
          'Microphone: for audio quests.',
          'Photos and files: to upload images you choose.',
          'Notifications: to tell you about new quests, verified rewards and streaks.',
        ],
        'If you refuse a permission, the quests that need it will not be available, but the rest of the App keeps working. What happens to the information collected this way is described in our Privacy Policy.',
      ],
    },
    'rewards-and-tokens': {
      title: 'Rewards and Tokens in the App',
      blocks: [
        'Points, badges, ranks and SCAN tokens shown in the App are governed by the Terms of Service. SCAN tokens are utility tokens, not an investment: they are meant for use within the {brand} ecosystem, they are not securities or financial products, and we make no promise about their value. Points have no cash value until they are redeemed.',
        'Rewards appear in the App only after a quest passes verification. If the App shows a balance that is wrong because of a bug, a connection problem or fraud, we may correct it. Redemption and cash-out features, when they launch, may require extra identity checks and may not be available in every country.',
      ],
    },
    'third-party-services': {
      title: 'Third-Party Services and Software',
      blocks: [
        'The App may include open-source components, which are licensed under their own terms; a list is available in the App’s settings. The App may also link to services run by others, such as app stores, sign-in providers, community channels and wallet providers. We are not responsible for those services, and your use of them is governed by their own terms.',
      ],
    },
    'ownership-and-feedback': {
      title: 'Ownership and Feedback',
      blocks: [
        'The App, its design, code, text, graphics and the {brand} name and logos belong to {brand} or its licensors and are protected by copyright, trademark and other laws. If you send us suggestions or feedback about the App, we may use them without restriction or payment to you.',
        'The work you submit through the App is covered by the Terms of Service, which explain the licence you give us and how submissions may be sold or licensed to business clients with your consent, and how to opt out.',
      ],
    },
    termination: {
      title: 'Termination',
      blocks: [
        'This Agreement lasts until you or we end it. You can end it at any time by deleting the App from all your devices and, if you wish, deleting your account. It ends automatically if you breach it, and we may end it or suspend your access if we stop offering the App or if the law requires us to.',
        'When the Agreement ends, you must stop using the App and delete it. What happens to your account and points is described in the Terms of Service. The sections on restrictions, ownership, disclaimers, liability and governing law survive termination.',
      ],
    },
    'disclaimer-of-warranties': {
      title: 'Disclaimer of Warranties',
      blocks: [
        'The App is provided “as is” and “as available”. To the extent the law allows, {brand} disclaims all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement. We do not promise that the App will be error-free, work on every device, be available without interruption, or that any particular quests or earnings will be available to you.',
      ],
    },
    'limitation-of-liability': {
      title: 'Limitation of Liability',
      blocks: [
        'To the extent the law allows, {brand} is not liable for indirect, incidental, special, consequential or punitive damages, or for loss of data, profits or goodwill, arising from your use of or inability to use the App.',
        'Our total liability under this Agreement is limited to the greater of US $100 or the amounts paid to you by {brand} in the 12 months before the event giving rise to the claim. Nothing in this Agreement limits liability that cannot be limited by law.',
      ],
    },
    'export-and-territories': {
      title: 'Export and Territory Restrictions',
      blocks: [
        'You may not download or use the App in, or export it to, North Korea, Iran, Syria, Cuba or Crimea, or any other territory subject to comprehensive sanctions, and you may not use it if you are named on a government sanctions list. You confirm that none of this applies to you.',
      ],
    },
    'app-store-terms': {
      title: 'App Store Terms',
      blocks: [
        'If you downloaded the App from Apple’s {appStore} or from {googlePlay}:',
        [
          'This Agreement is between you and {brand} only, not the store operator, and {brand} alone is responsible for the App and its content.',
          'The store operator has no obligation to provide maintenance or support for the App.',
          'If the App fails to meet an applicable warranty, you may notify the store operator, which may refund the purchase price, if any; beyond that, the store operator has no warranty obligation.',
          'The store operator is not responsible for claims relating to the App, including product liability, legal or regulatory claims, or intellectual-property claims.',
          'Apple and its subsidiaries, or Google, as applicable, are third-party beneficiaries of this Agreement and may enforce it against you.',
        ],
      ],
    },
    'governing-law': {
      title: 'Governing Law',
      blocks: [
        'This Agreement is governed by the laws of the State of Georgia, USA, without regard to its conflict-of-law rules. Any dispute about it will be decided exclusively by the state or federal courts located in Fulton County, Georgia. If your country’s consumer laws give you rights that cannot be waived, this Agreement does not take those rights away.',
      ],
    },
    contact: {
      title: 'Contact',
      blocks: [
        'Questions about this Agreement or the App can be sent to {supportEmail}. If we change this Agreement, we will update the date at the top of this page and let you know in the App before significant changes take effect.',
      ],
    },
  },
};

export default eula;
