import type { PrivacyPolicyWords } from '../schema';

/** The privacy policy: what we collect, why, who receives it, and the choices people have. */
const privacy: PrivacyPolicyWords = {
  summary:
    'We collect what we need to run quests, verify work and pay rewards. We only sell or license your quest data to business clients — including for AI training — with your consent, and you can opt out at any time.',
  sections: {
    'about-this-policy': {
      title: 'About This Policy',
      blocks: [
        'This Privacy Policy explains how {brand} (“{brand}”, “we”, “us”) collects, uses, shares and protects personal information when you use the {brand} mobile app, this website and the services connected to them (together, the “Services”). It also explains the choices and rights you have.',
        'We have tried to write it in plain language. Where we use a term with a specific meaning, we explain it. If anything is unclear, write to us at {supportEmail} and we will explain it.',
        'This policy should be read together with our Terms of Service and our End User License Agreement. If you do not agree with how we handle information, please do not use the Services.',
      ],
    },
    'information-we-collect': {
      title: 'Information We Collect',
      blocks: [
        'We collect three kinds of information: what you give us, what you create while completing quests, and what our systems record automatically when you use the Services.',
      ],
      subsections: {
        'information-you-give-us': {
          title: 'Information You Give Us',
          blocks: [
            [
              'Account details: your name, email address, password (stored only as a secure hash) and, if you choose to add them, a phone number, location, profile photo and short bio.',
              'Sign-in details from Google or Facebook, if you choose to sign in with them: usually your name, email address and profile picture. We never receive your password for those services.',
              'Messages you send us, for example through the support form, by email or in our community channels.',
              'Reward and payout details once redemption is available, such as a wallet address or the information needed to deliver a gift card.',
            ],
            'We do not currently verify your email address when you sign up: you download the app, sign in and can start right away. Please make sure the address you give us is correct, because it is how we reach you about your account, your rewards and changes to this policy.',
          ],
        },
        'quest-submissions': {
          title: 'Quest Submissions',
          blocks: [
            'When you complete a quest, we receive the work you submit. Depending on the quest, this can include image labels, text you verify or correct, answers to data-validation checks, audio transcriptions, survey answers, photos of receipts, short video clips, content-moderation decisions and the results of custom AI-training tasks.',
            'Some quests ask you to capture new material, such as a photo of a receipt or a short video. That material can contain personal information — yours or other people’s. Each quest explains what to capture; please avoid including faces, names, card numbers or other details that the quest does not ask for. Our review process removes or masks such details where we find them.',
          ],
        },
        'information-collected-automatically': {
          title: 'Information Collected Automatically',
          blocks: [
            [
              'Usage information: which quests you open, start and finish, how long tasks take, your accuracy and streaks.',
              'Device information: device model, operating system, app version, language, time zone and an app-specific device identifier.',
              'Network information: IP address and the approximate location derived from it (country and region, not your precise position).',
              'Diagnostic information: crash reports and performance logs that help us fix problems.',
            ],
            'We use this information to keep the Services working, to detect fraud such as automated or duplicate accounts, and to enforce the restricted territories described in our Terms of Service.',
          ],
        },
      },
    },
    'how-we-use-information': {
      title: 'How We Use Your Information',
      blocks: [
        'We use personal information only for clear purposes:',
        [
          'To create and run your account and show you quests that suit your language, location and skills.',
          'To check the quality of submissions, usually automatically within minutes and, where needed, by human reviewers, and to credit points once a quest passes verification.',
          'To calculate and deliver points, referral bonuses, streak rewards and, once redemption goes live, tokens and other rewards.',
          'To prevent fraud, abuse and security incidents, and to keep the Services available in permitted territories only.',
          'To answer your questions and send you service messages, such as changes to quests, rewards or these documents.',
          'To send earning tips and platform updates if you have agreed to receive them. You can unsubscribe at any time.',
          'To improve the Services, using aggregated statistics wherever possible.',
          'To comply with legal obligations, such as tax and accounting rules, and to establish or defend legal claims.',
        ],
        'We do not use your information to show you third-party advertising, and we do not sell your account details.',
      ],
    },
    'selling-and-licensing-data': {
      title: 'How Quest Data Is Sold and Licensed',
      blocks: [
        '{brand} is paid by business clients for labeled and validated data, and that is how we can reward you. We therefore sell or license quest submissions to business clients, including for training, testing and evaluating artificial-intelligence models. We do this only with your consent.',
        [
          'Consent first: before your first quest, the app asks whether your submissions may be included in datasets we sell or license. The request names the kinds of clients and uses involved, and you can say no.',
          'Opt-out at any time: you can withdraw your consent in the app’s privacy settings or by writing to {supportEmail}. From then on we stop adding your submissions to new datasets.',
          'What clients receive: the submission itself (for example a label, a transcription or a receipt photo with personal details masked), never your name, email address, contact details or payout information.',
          'What clients may not do: our contracts forbid clients from trying to identify contributors and from reselling data outside the agreed purpose.',
        ],
        'Withdrawing consent does not affect datasets that were already delivered before you opted out, because we cannot recall data from a client. Opting out may limit the quests available to you, since some quests exist only to build datasets for clients; we will tell you when that is the case.',
      ],
    },
    'sharing-information': {
      title: 'Other Ways We Share Information',
      blocks: [
        'Besides the dataset sales you have consented to, we share personal information only with:',
        [
          'Service providers who work on our behalf, such as hosting, analytics, customer support, identity checks and payout partners. They may use the information only to provide their service to us.',
          'Human reviewers who check quest quality. They see the submission they review, not your contact details.',
          'Authorities, when the law requires it or when it is necessary to protect the rights, safety or property of our users, the public or {brand}.',
          'A buyer or successor, if {brand} is involved in a merger, acquisition or sale of assets. This policy will continue to apply to information transferred that way.',
        ],
        'Other contributors can see only what you choose to make public, such as your display name, rank and badges.',
      ],
    },
    'legal-bases': {
      title: 'Legal Bases for Processing',
      blocks: [
        'Where data protection laws such as the GDPR or the UK GDPR apply, we rely on these legal bases:',
        [
          'Contract: to provide the Services you signed up for, including crediting points and delivering rewards.',
          'Consent: to sell or license your submissions to business clients and to send marketing messages. You may withdraw consent at any time.',
          'Legitimate interests: to secure the Services, prevent fraud and improve our quests, where those interests are not overridden by your rights.',
          'Legal obligation: to keep financial records and to respond to lawful requests.',
        ],
      ],
    },
    'data-retention': {
      title: 'How Long We Keep Information',
      blocks: [
        'We keep personal information only as long as we need it for the purposes above:',
        [
          'Account information is kept while your account is active. Accounts that have been inactive for 2 years or more are queued for deletion; we email you before deleting an account so you can keep it by signing in.',
          'Financial records, such as reward, payout and tax records, are kept for typically 5–7 years, as accounting and tax laws require.',
          'Quest submissions that are not part of a delivered dataset are deleted or anonymised when your account is deleted.',
          'Support messages are kept for up to 2 years after the conversation ends.',
          'Security and fraud-prevention logs are kept for as long as needed to investigate incidents, and then deleted.',
        ],
        'When you delete your account, we delete or anonymise your personal information within 30 days, except the records we must keep by law.',
      ],
    },
    security: {
      title: 'How We Protect Information',
      blocks: [
        'We protect personal information with technical and organisational measures appropriate to the risk, including:',
        [
          'Encryption of data in transit and at rest.',
          'Role-based access: staff and contractors can reach only the information their role requires, and access is logged and reviewed.',
          'A data protection officer who oversees how we handle personal information, reviews new uses of data and handles privacy requests.',
          'Masking of personal details in submissions before they are shown to reviewers or delivered to clients.',
          'Regular security testing and an incident-response plan, including notifying you and the authorities where the law requires.',
        ],
        'No system is perfectly secure. Please use a strong, unique password and tell us at {supportEmail} straight away if you think your account has been compromised.',
      ],
    },
    'your-rights': {
      title: 'Your Rights and Choices',
      blocks: [
        'Depending on where you live, you may have the right to:',
        [
          'Access the personal information we hold about you and receive a copy in a portable format.',
          'Correct information that is inaccurate or incomplete.',
          'Delete your account and personal information, subject to the records we must keep.',
          'Opt out of the sale or licensing of your quest data, and withdraw any consent you have given.',
          'Object to, or ask us to restrict, certain processing.',
          'Unsubscribe from marketing messages using the link in every message or in the app’s settings.',
          'Complain to your local data protection authority.',
        ],
        'To use these rights, write to {supportEmail} or use the privacy settings in the app. We may need to confirm your identity before acting on a request, and we answer within the time the law gives us, usually 30 days. We will never treat you differently for using your privacy rights, although opting out of data sales may change which quests are available to you.',
      ],
    },
    'age-requirements': {
      title: 'Age Requirements',
      blocks: [
        'You must be at least 16 years old to use the Services (13 in the US). Users under 18 need the consent of a parent or guardian, as our Terms of Service explain.',
        'We do not knowingly collect personal information from children below these ages. If you believe a child has given us personal information, write to {supportEmail} and we will delete it.',
      ],
    },
    'international-transfers': {
      title: 'International Transfers',
      blocks: [
        '{brand} is based in the United States, and our service providers and business clients may be located in other countries. When we transfer personal information out of the European Economic Area, the United Kingdom or another region with transfer rules, we use safeguards recognised by law, such as standard contractual clauses.',
      ],
    },
    cookies: {
      title: 'Cookies and Similar Technologies',
      blocks: [
        'This website does not use advertising or cross-site tracking cookies and loads nothing from other websites. If you choose a light or dark theme with the switch in its header, your browser remembers that choice on your device; it is never sent to us, and choosing System forgets it. The app stores a small amount of information on your device, such as your sign-in session and settings, so that it works and stays secure.',
        'The links to our community channels ({discord} and {x}), the app stores ({googlePlay} and {appStore}) and our documentation ({lightpaper}) take you to services run by others, which have their own privacy policies.',
      ],
    },
    changes: {
      title: 'Changes to This Policy',
      blocks: [
        'We may update this policy as the Services change, for example when redemption or new cash-out options such as gift cards and stable-coin swaps become available. We will change the date at the top of the page, and if a change is significant we will tell you in the app or by email before it takes effect. We will ask for your consent again before using your information in a way you have not agreed to.',
      ],
    },
    contact: {
      title: 'Contact Us',
      blocks: [
        'For any question about this policy or your personal information, or to reach our data protection officer, write to {supportEmail}. Please mention “Privacy” in the subject line so your message reaches the right team quickly.',
      ],
    },
  },
};

export default privacy;
