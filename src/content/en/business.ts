import type { BusinessWords } from '../schema';

const business: BusinessWords = {
  businessIntro: {
    eyebrow: 'For business',
    lead: 'Labeled, validated training data from a global community of contributors. Tell us what your models need and get a custom quote within 24 hours.',
    primaryAction: 'Get a Custom Quote',
  },
  businessStats: [
    { number: '50', suffix: 'K+', label: 'Active Contributors' },
    { number: '99', suffix: '%', label: 'Accuracy Rate' },
    { number: '10', suffix: 'x', label: 'Faster Delivery' },
    { number: '24/7', suffix: '', label: 'Global Coverage' },
  ],
  businessStatsLabel: 'The community in numbers',
  benefitsSection: {
    title: 'Why Teams Choose Community Data',
    lead: 'The reach of a global crowd with the quality controls of a managed service.',
  },
  benefits: {
    verifiedQuality: {
      title: 'Verified Quality',
      description:
        'Every item is checked by consensus among several contributors, with human reviewers for the hard cases, for 99% accuracy.',
    },
    speedAtScale: {
      title: 'Speed at Scale',
      description: 'Many contributors work on your batch at the same time, so your data is delivered up to 10x faster.',
    },
    globalCoverage: {
      title: 'Diverse, Global Coverage',
      description:
        'Contributors across time zones and languages label around the clock, so your data reflects the people who will use your models.',
    },
    consentFirst: {
      title: 'Consent-First Sourcing',
      description: 'Data is sold only with each contributor’s consent, and every contributor is promised an opt-out.',
    },
  },
  questTypesSection: {
    title: 'Quest Types for Every Dataset',
    lead: 'Pick a ready-made quest type or let us design a workflow around your data.',
  },
  questTypes: {
    'image-labeling': {
      name: 'Image Labeling & Classification',
      description: 'Bounding boxes, polygons, keypoints and tags for computer vision, from retail shelves to street scenes.',
    },
    'text-verification': {
      name: 'Text Verification & Validation',
      description: 'Fact checks, sentiment, intent and entity labels, and rankings of model outputs for language models.',
    },
    'data-validation': {
      name: 'Data Quality & Validation',
      description: 'De-duplication, field checks and real-world verification that keep catalogues and records clean.',
    },
    'audio-transcription': {
      name: 'Audio Transcription & Processing',
      description: 'Transcripts, speaker labels and audio tagging across accents and languages for speech models.',
    },
    'content-moderation': {
      name: 'Content Moderation',
      description: 'Policy-based review of images, text and video, with human review where a case needs a closer look.',
    },
    'custom-tasks': {
      name: 'Custom AI Training Tasks',
      description: 'Receipts, surveys, video clips or a workflow of your own design, built and piloted with our team.',
    },
  },
  projectSection: {
    title: 'How a Project Runs',
    lead: 'Three steps from your first message to a finished dataset, with a pilot before anything runs at full volume.',
    steps: {
      brief: {
        title: 'Brief',
        description:
          'Tell us in the quote form what you need labeled, which quest type fits, and the volume and timeline you have in mind.',
        outcome: 'A tailored proposal within 24 hours',
      },
      pilot: {
        title: 'Pilot',
        description:
          'Contributors label a small first batch. You check it against your own standards, and we refine the instructions with you before the full run.',
        outcome: 'A sample batch to review',
      },
      delivery: {
        title: 'Delivery',
        description:
          'The community works through the full volume around the clock, every item passes its checks, and your data arrives on the timeline you chose.',
        outcome: 'Your labeled dataset',
      },
    },
    action: 'Send Your Brief',
  },
  proofSection: {
    title: 'Quality & Data Protection',
    lead: 'How every label is checked, and how the people who make it are treated.',
    panels: {
      quality: {
        title: 'How Quality Is Kept',
        description: 'No single answer goes straight into your data. Three layers of checks hold the accuracy rate at 99%.',
        points: [
          'Several contributors label each item, and their answers are compared for consensus.',
          'A submission counts only once it has passed verification.',
          'Human reviewers step in where contributors disagree or a case needs a closer look.',
          'The pilot batch you approve sets the standard for the full run.',
        ],
      },
      dataProtection: {
        title: 'How Contributors’ Data Is Handled',
        description: 'The data you buy comes from people who chose to share it.',
        points: [
          'Quest data is sold or licensed only with the consent of the contributors who made it.',
          'Every contributor is promised an opt-out.',
          'A data protection officer oversees how personal information is handled.',
          'Access to contributors’ data is role-based: staff see only what their role requires.',
        ],
      },
    },
    accuracy: {
      number: '99',
      suffix: '%',
      label: 'Accuracy Rate',
    },
    privacyLink: 'Read Our Privacy Policy',
    action: 'Discuss Your Project',
  },
  deliverablesSection: {
    title: 'What You Receive',
    lead: 'Plain terms: the data you asked for, in the volume and on the timeline you pick in the quote form.',
    items: {
      data: {
        title: 'Labeled Data',
        description:
          'Items labeled for the quest type you choose, or for a custom task designed with you, each one checked before delivery.',
      },
      volume: {
        title: 'Volume',
        description: 'As much as your project needs, in four sizes:',
      },
      timeline: {
        title: 'Timeline',
        description: 'Delivered at the pace you pick:',
      },
    },
    action: 'Request a Quote',
  },
  quoteForm: {
    title: 'Get Your Custom Quote',
    lead: 'Tell us about your project and we will send you a tailored proposal within 24 hours.',
    requiredNote: 'All fields are required unless marked optional.',
    submit: 'Request My Quote',
    addressNote: 'Submitting opens a draft in your email app. You can also write to us directly at',
    promise: 'Proposal within 24 hours',
    fields: {
      companyName: { label: 'Company Name', placeholder: 'Acme Robotics' },
      contactName: { label: 'Contact Name', placeholder: 'Jane Doe' },
      email: { label: 'Email', placeholder: 'jane@acme.com' },
      phone: { label: 'Phone', placeholder: '+1 555 010 0199' },
      website: { label: 'Website', placeholder: 'https://acme.com' },
      industry: { label: 'Industry', placeholder: 'Select an industry' },
      questType: { label: 'Quest Type', placeholder: 'Select a quest type' },
      dataVolume: { label: 'Data Volume', placeholder: 'Select a volume' },
      timeline: { label: 'Timeline', placeholder: 'Select a timeline' },
      budget: { label: 'Budget Range', placeholder: 'Select a budget' },
      description: {
        label: 'Project Description',
        placeholder: 'What data do you need labeled, in what format, and what will the model do?',
      },
    },
    choices: {
      industry: {
        technology: 'Technology',
        healthcare: 'Healthcare',
        finance: 'Finance',
        'e-commerce': 'E-commerce',
        automotive: 'Automotive',
        'media-entertainment': 'Media & Entertainment',
        education: 'Education',
        manufacturing: 'Manufacturing',
        other: 'Other',
      },
      dataVolume: {
        small: 'Small (< 10K items)',
        medium: 'Medium (10K - 100K)',
        large: 'Large (100K - 1M)',
        enterprise: 'Enterprise (> 1M)',
      },
      timeline: {
        urgent: 'Urgent (< 1 week)',
        fast: 'Fast (1-4 weeks)',
        standard: 'Standard (1-3 months)',
        flexible: 'Flexible (> 3 months)',
      },
      budget: {
        small: '$1K-$10K',
        medium: '$10K-$50K',
        large: '$50K-$200K',
        enterprise: '$200K+',
      },
    },
    otherQuestType: 'Other',
  },
};

export default business;
