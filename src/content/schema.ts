import type { PageName } from '../routes';
import type { ThemeChoice } from '../styles/themeChoice';
import type { AppBenefitId, WebAccountLinkId } from './appDownloadData';
import type {
  Budget,
  BusinessBenefitId,
  DataVolume,
  DeliverableId,
  Industry,
  InquiryFieldName,
  ProjectStepId,
  ProofPanelId,
  QuestTypeId,
  Timeline,
} from './businessData';
import type { ChannelId } from './communityData';
import type {
  ActivityId,
  ActivityStatus,
  BadgeId,
  Difficulty,
  EarningsPeriod,
  EarningsSlot,
  QuickActionId,
  Rank,
  RecommendedQuestId,
  SettingId,
} from './demoUserData';
import type { FaqCategoryId, FaqItem } from './faq';
import type { FeatureId, TestimonialId } from './homeSectionsData';
import type { StepId } from './howItWorksData';
import type { AppLabelId, AppQuestFilterId, AppQuestId, AppScreenId, AppTabId } from './appScreensData';
import type { eulaOutline, LegalOutline, privacyOutline, termsOutline } from './legalOutlines';
import type { FooterColumnId, NavLinkId } from './navigation';
import type { NotFoundLinkId } from './notFoundData';
import type { SiteConfig } from './site';
import type { StoreId } from './storesData';

/*
 * THE words' schema: the shape every language's words implement, English included
 * (`src/content/<locale>/<name>.ts`, each `export default` of its type below). A missing or
 * misspelt translation fails `npm run typecheck`. Words are strings, plural forms and the
 * grammar functions a sentence needs; what no language changes (icons, tones, link targets,
 * images, ids, figures) is data written once beside them, and words are keyed by its ids.
 */

/**
 * A counted text in each form the language's plural rules name (`Intl.PluralRules`: one, few,
 * many…; `other` always), `{count}` standing for the number. `=0`, as in ICU messages, words
 * exactly zero where the language's words differ from its category's: Brazilian Portuguese
 * writes "0 perguntas" where the rules say "one". Data, not a function: `src/i18n/plural.ts`
 * picks the form.
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule | '=0', string>>;

/** A card's title and the sentence under it. */
export interface CardWords {
  title: string;
  description: string;
}

/** A card with check-marked points under its description. */
export interface PointedCardWords extends CardWords {
  points: readonly string[];
}

/** A headline figure, written as the language writes it: the number and its suffix are shown together ("50K" + "+"). */
export interface Stat {
  number: string;
  suffix: string;
  label: string;
}

/** A question of a FAQ and its answer. */
export type FaqWords = Pick<FaqItem, 'question' | 'answer'>;

/** A text field's label and placeholder. */
export interface TextFieldWords {
  label: string;
  placeholder: string;
}

/** The words that accompany a form's show/hide password button, e.g. "Show confirm password". */
export interface PasswordFieldWords {
  label: string;
  toggleName: string;
}

/** The words of a form that opens a mail draft (support and business forms). */
export interface MailDraftFormWords {
  /** The form's accessible name: the title of the section it sits in. */
  title: string;
  /** The submit button's label. */
  submit: string;
  /** "…write to us directly at": the sentence the address completes; also gives visitors without JavaScript an address to write to. */
  addressNote: string;
}

/**
 * A draft's own words in the visitor's language. Subjects keep the formats the team's mail
 * filters know (`Business Inquiry - …`, `Contact Form Submission`); the body names the language
 * the visitor wrote from, and what they typed passes through untouched.
 */
export interface DraftWords {
  /** Shown for an optional field the visitor left empty. */
  notProvided: string;
  /** The body's first line, naming the visitor's language: `Language: Español`. */
  languageLine: string;
  /** After the draft was handed to the mail app: what happened, and what to do if nothing opened. */
  opened: { title: string; text: string; message: string; copyMessage: string; copyAddress: string; copied: string };
}

/** What a page says of itself in the document's head and its main heading. */
export interface PageMeta {
  /** Document title, before the brand suffix. */
  title: string;
  description: string;
  /** The page's main heading (its only h1). */
  heading: string;
}

/**
 * The words around every page: navigation, footer, the theme and language controls, each page's
 * title and heading, the not-found and error pages' words. A document carries its language's
 * shell in its boot data, as JSON: no functions here, and no language's shell is part of the
 * JavaScript every page loads.
 */
export interface ShellWords {
  /** Numbers, money and dates in the language: the formatter's conventions (src/lib/format.ts). */
  formats: FormatsWords;
  skipLink: string;
  menu: string;
  mainNavLabel: string;
  legalNavLabel: string;
  /** Read after the name of a link that opens another site. */
  opensInNewTab: string;
  /** The name of each header and footer link (where they go and stand: `src/content/navigation.ts`). */
  linkLabels: Record<NavLinkId, string>;
  footerColumnTitles: Record<FooterColumnId, string>;
  footer: { description: string; status: string; rights: string };
  theme: { label: string; choices: Record<ThemeChoice, string> };
  language: {
    /** Names the language switcher. */
    label: string;
  };
  pages: Record<PageName, PageMeta>;
  notFound: PageMeta;
  error: {
    heading: string;
    /** What a visitor reads when a page fails in production: nothing about the code behind it. */
    message: string;
    homeLink: string;
  };
  /**
   * Words every form shares: the optional mark and the password toggle's name, `{field}` being
   * the field's toggle name ("Show password"). The name stays while the toggle's pressed state
   * says whether the text is shown. Templates, not functions: the shell travels as JSON.
   */
  form: { optional: string; show: string };
  /** The mail drafts' own words (both forms). */
  draft: DraftWords;
  legal: {
    tableOfContents: string;
    lastUpdated: string;
    /** Above a translated legal document: the English text is the one that binds. Null in English. */
    translationNotice: string | null;
  };
}

/**
 * The opening of the home page, beside the app's rewards screen (the `appScreens` words), apart
 * from the sections below: those load after the first paint with their own words.
 * Targets: `src/content/homeHeroData.ts`.
 */
export interface HomeHeroWords {
  homeHero: {
    eyebrow: string;
    lead: string;
    primaryAction: string;
    secondaryAction: string;
    storesLabel: string;
    /** Under the phone: its screen is an illustration (spec §9: the sample rewards card is illustrative). */
    phoneNote: string;
  };
}

/** A quest as the app lists it: its name and what it is about. */
export interface AppQuestWords {
  name: string;
  detail: string;
}

/**
 * The app's own interface, as the phone mock-ups draw it (`src/components/phone/`): the words on
 * its screens and one text alternative per screen. Figures and ids: `src/content/appScreensData.ts`.
 */
export interface AppScreensWords {
  /** What each phone shows, read instead of its drawing: one sentence per screen. */
  alt: Record<AppScreenId, string>;
  tabs: Record<AppTabId, string>;
  welcome: { title: string; lead: string; google: string; email: string; note: string; referral: string };
  quests: Record<AppQuestId, AppQuestWords>;
  questList: {
    title: string;
    lead: string;
    filters: Record<AppQuestFilterId, string>;
    /** The tag of a quest not started yet. */
    newQuest: string;
  };
  labeling: {
    instruction: string;
    labels: Record<AppLabelId, string>;
    /** A hint under the labels. */
    tip: string;
    skip: string;
    submit: string;
  };
  rewards: {
    title: string;
    streak: { name: string; progress: string; bonus: string };
    progressLabel: string;
    nextReward: string;
    /** The referral programme (spec §9). */
    invite: string;
    redeem: string;
  };
}

/** An earner's testimonial; who they are and their picture: `testimonialAuthors`. */
export interface TestimonialWords {
  quote: string;
  role: string;
  earnings: string;
}

/**
 * The home page below its hero: hydrated after the first load, with its words (decision 005).
 * Partners, looks, people and targets: `src/content/homeSectionsData.ts`.
 */
export interface HomeSectionsWords {
  partnersStrip: { title: string };
  featuresSection: { title: string; lead: string; features: Record<FeatureId, PointedCardWords> };
  statsBand: { title: string; lead: string; stats: readonly Stat[]; note: string };
  testimonialsSection: { title: string; lead: string; verifiedLabel: string; testimonials: Record<TestimonialId, TestimonialWords> };
  finalCallToAction: { title: string; lead: string; primaryAction: string; secondaryAction: string };
}

/** The two store listings' words (the stores themselves: `src/content/storesData.ts`). */
export interface StoresWords {
  storeListings: Record<
    StoreId,
    {
      /** The small first line of the badge, as the stores' own badges word it. */
      badgeCaption: string;
      description: string;
    }
  >;
}

/** The How It Works page below its heading. Steps' looks and the action's target: `src/content/howItWorksData.ts`. */
export interface HowItWorksWords {
  howItWorksIntro: { eyebrow: string; lead: string; action: string };
  stepsSection: { title: string; lead: string; steps: Record<StepId, PointedCardWords> };
  faqSection: { title: string; lead: string; items: readonly FaqWords[] };
}

/** The community and support page (/community, /support): channels, FAQ, support form. */
export interface CommunityWords {
  communityIntro: { eyebrow: string; lead: string };
  /** Each channel's card (its link and icon: `src/content/communityData.ts`). */
  communityChannels: Record<ChannelId, CardWords>;
  communityChannelsHeading: string;
  faq: {
    title: string;
    lead: string;
    searchLabel: string;
    searchPlaceholder: string;
    searchButton: string;
    categoriesLabel: string;
    emptyTitle: string;
    emptyHint: string;
    /**
     * The count above the list, announced as it changes: `{count}` questions and `{scope}`, one of
     * `resultScope`, so choosing another category is heard even when the count stays the same.
     */
    resultCount: PluralForms;
    /** Where the counted questions are: `{category}` (its name), or every category. */
    resultScope: { category: string; all: string };
    /** Under the empty state, when the search matches in other categories: `{count}` questions there. */
    matchesElsewhere: PluralForms;
    /** The link that shows them: the same search in every category. */
    searchAllCategories: string;
    /** Names the search landmark. */
    landmark: string;
  };
  faqCategories: Record<FaqCategoryId, string>;
  /** Name of the filter option that shows every category. */
  allCategoriesName: string;
  /** The help centre's questions by category; the list shows the categories in `faqCategoryIds` order. */
  faqItems: Record<FaqCategoryId, readonly FaqWords[]>;
  supportForm: MailDraftFormWords & {
    lead: string;
    /** A field's label (also the draft's) and placeholder. */
    fields: Record<'name' | 'email' | 'subject' | 'message', TextFieldWords>;
  };
}

/**
 * The words of the demo sign-in and sign-up screens (spec §2); their headings are the shell's
 * `pages`. Form shapes, starting values and link targets: `src/content/accountData.ts`.
 */
export interface AccountWords {
  /** Shown after a demo submission, which only writes the form to the browser console. */
  demoSubmissionNotice: string;
  /**
   * Under both forms: they are a demo, and where the demo member screens are (a way to the
   * dashboard and the profile besides typing their address): before, the dashboard link,
   * between, the profile link, after.
   */
  demoPreview: { before: string; dashboard: string; between: string; profile: string; after: string };
  socialSignIn: { divider: string; google: string; facebook: string };
  /** The email and password fields, worded alike on both forms. */
  credentials: { email: TextFieldWords; password: PasswordFieldWords };
  signIn: {
    subtitle: string;
    rememberMe: string;
    /** Its target: `FORGOT_PASSWORD_PATH` (accountData). */
    forgotPassword: string;
    submit: string;
    noAccount: string;
    /** The link to the sign-up form. */
    signUp: string;
  };
  signUp: {
    subtitle: string;
    firstName: TextFieldWords;
    lastName: TextFieldWords;
    confirmPassword: PasswordFieldWords;
    /** The required checkbox's label: before, the terms link, between, the privacy link. */
    agreement: { before: string; terms: string; between: string; privacy: string };
    newsletter: string;
    submit: string;
    haveAccount: string;
    /** The link to the sign-in form. */
    signIn: string;
    /** The large-screen panel beside the form. */
    panel: {
      title: string;
      lead: string;
      benefits: readonly string[];
      highlight: { figure: string; label: string };
    };
  };
}

/** The app download page (/app-download) below its heading (the shell's `pages.AppDownload`). Looks and targets: `src/content/appDownloadData.ts`. */
export interface AppDownloadMessages {
  eyebrow: string;
  lead: string;
  storesTitle: string;
  storesLead: string;
  /**
   * The QR code beside each store's badge on wide screens: the line under it, and each code's
   * text alternative. Here, not in `StoresWords`, which the home page's first load carries.
   */
  storeCodes: { caption: string; labels: Record<StoreId, string> };
  benefitsTitle: string;
  benefits: Record<AppBenefitId, CardWords>;
  webTitle: string;
  webLead: string;
  webLinks: Record<WebAccountLinkId, string>;
}

/** The business quote form's words (its fields' kinds, rules and choice values: `src/content/businessData.ts`). */
export interface QuoteFormWords extends MailDraftFormWords {
  lead: string;
  requiredNote: string;
  promise: string;
  /** A field's label (also the mail draft's) and placeholder (a select's empty first choice). */
  fields: Record<InquiryFieldName, TextFieldWords>;
  /** The selects' choices by value; the quest type select offers the quest types' names. */
  choices: {
    industry: Record<Industry, string>;
    dataVolume: Record<DataVolume, string>;
    timeline: Record<Timeline, string>;
    budget: Record<Budget, string>;
  };
  /** The quest type select's last choice, after the six types. */
  otherQuestType: string;
}

/**
 * The words of the business page (/business) and its quote form (spec sections 3, 5, 9), below
 * its heading (the shell's `pages.Business`). Ids, looks, choice values and field rules:
 * `src/content/businessData.ts`.
 */
export interface BusinessWords {
  businessIntro: { eyebrow: string; lead: string; primaryAction: string };
  businessStats: readonly Stat[];
  /** Names the list of figures. */
  businessStatsLabel: string;
  benefitsSection: { title: string; lead: string };
  benefits: Record<BusinessBenefitId, CardWords>;
  questTypesSection: { title: string; lead: string };
  questTypes: Record<QuestTypeId, { name: string; description: string }>;
  /** How a project runs: each step, and what the buyer holds at its end. `action` leads to the quote form. */
  projectSection: { title: string; lead: string; steps: Record<ProjectStepId, CardWords & { outcome: string }>; action: string };
  /**
   * How quality is kept and how contributors' data is handled: claims of the spec only (§1, §2,
   * §6). `accuracy` is the spec's figure as the quality panel shows it; `privacyLink` names the
   * link to the privacy policy under the data panel.
   */
  proofSection: {
    title: string;
    lead: string;
    panels: Record<ProofPanelId, PointedCardWords>;
    accuracy: Stat;
    privacyLink: string;
    action: string;
  };
  /** What a buyer receives; the volume and timeline rows show the quote form's own choices. */
  deliverablesSection: { title: string; lead: string; items: Record<DeliverableId, CardWords>; action: string };
  quoteForm: QuoteFormWords;
}

/**
 * The words of the demo dashboard and profile (spec §2, §3), below their headings (the shell's
 * `pages`). The demo earner's numbers, dates and ids: `src/content/demoUserData.ts`. Amounts
 * arrive already formatted in the page's language (`useFormatter`); counts pick their plural
 * form by the language's rules (`src/i18n/plural.ts`).
 */
export interface DemoUserWords {
  /** Names the links between the demo dashboard and the demo profile (their names: the shell's page titles). */
  accountNavLabel: string;
  /** The demo earner's words: where they live and what they say of themselves. */
  demoProfile: { location: string; bio: string };
  ranks: Record<Rank, string>;
  badges: Record<BadgeId, { name: string; description: string }>;
  /** A rate in dollars per hour: "$12.75/hr". */
  perHour: (amount: string) => string;
  dashboard: {
    eyebrow: string;
    greeting: (firstName: string) => string;
    lead: string;
    streak: {
      /** Counts the streak's days. */
      title: PluralForms;
      /** Counts the days left; `badge`: the name of the badge the streak leads to. */
      text: (badge: string) => PluralForms;
    };
    stats: { todayEarnings: string; questsCompleted: string; hourlyRate: string; rank: string };
    earnings: {
      title: string;
      periodGroupLabel: string;
      periods: Record<EarningsPeriod, { button: string; caption: string; chart: string }>;
      /** The label under each bar. */
      slots: Record<EarningsSlot, string>;
      /** The chart's text alternative: its title, every bar, then the highest one. */
      description: (
        title: string,
        points: readonly { label: string; amount: string }[],
        highest: { label: string; amount: string },
      ) => string;
      scaleNote: (bottom: string, top: string) => string;
    };
    activity: {
      title: string;
      status: Record<ActivityStatus, string>;
      items: Record<ActivityId, { title: string; time: string }>;
    };
    quickActions: { title: string; actions: Record<QuickActionId, string> };
    recommended: {
      title: string;
      /** Read before the reward by screen readers. */
      rewardLabel: string;
      /** Read before the estimated time by screen readers. */
      timeLabel: string;
      quests: Record<RecommendedQuestId, string>;
      difficulties: Record<Difficulty, string>;
      /** A quest's estimated time: `{count}` minutes. */
      minutes: PluralForms;
    };
    achievement: {
      title: string;
      description: string;
      /** A number of days: "5 days". */
      days: PluralForms;
      /** "5 of 7 days": `days` words a number of days, for whichever of the two the language counts. */
      progress: (done: number, goal: number, days: (count: number) => string) => string;
      bonus: (amount: string) => string;
    };
  };
  profile: {
    eyebrow: string;
    lead: string;
    /** The pill beside the location: "Gold rank". */
    rankPill: (rank: string) => string;
    stats: { totalEarned: string; questsDone: string; hourlyRate: string; dayStreak: string };
    edit: {
      open: string;
      formTitle: string;
      close: string;
      save: string;
      notice: string;
      fields: Record<'firstName' | 'lastName' | 'email' | 'phone' | 'location' | 'bio', string>;
    };
    badges: { title: string; earned: string; notEarned: string };
    accountStats: {
      title: string;
      memberSince: string;
      totalBadges: string;
      rank: string;
      successRate: string;
      /** "6 of 8". */
      badgeCount: (earned: number, total: number) => string;
      /** A share in percent, the number already formatted: "97%". */
      percent: (value: string) => string;
    };
    settings: { title: string; actions: Record<SettingId, string> };
  };
}

/** The not-found page's words below its heading (title and heading: the shell's `notFound`); targets: `src/content/notFoundData.ts`. */
export interface NotFoundWords {
  eyebrow: string;
  lead: string;
  links: Record<NotFoundLinkId, { label: string; description: string }>;
}

/**
 * The three legal documents (privacy policy, terms, EULA). Plain data, so one renderer gives
 * every document the same table of contents, anchors and typography (`src/lib/legalDocument.ts`
 * puts each together with its outline).
 *
 * Text may contain placeholders that the renderer fills from the site configuration, so an
 * operator who changes the brand, the support address or an outbound URL changes the legal
 * text too: `{brand}`, `{supportEmail}` (a mail link), and one per outbound link
 * (`{googlePlay}`, `{lightpaper}`…), which becomes a link named as `legalLinkNames`
 * (`src/content/legal.ts`) says.
 */
export type LegalLink = keyof SiteConfig['links'];
export type LegalPlaceholder = 'brand' | 'supportEmail' | LegalLink;

/** A run of text, possibly holding placeholders. */
export type LegalText = string;

/** A paragraph, or a list (its items). Plain data: the documents read as prose and import nothing. */
export type LegalBlock = LegalText | readonly LegalText[];

/** A section or subsection of a legal document: its heading and its text. */
export interface LegalPart {
  title: string;
  blocks: readonly LegalBlock[];
}

/** The words of the subsections an outline's section has, if it has any. */
type SubsectionWords<Section> = Section extends { subsections: readonly (infer Id extends string)[] }
  ? { subsections: Record<Id, LegalPart> }
  : unknown;

/**
 * A legal document's words, keyed by the ids of its outline (`src/content/legalOutlines.ts`:
 * the order of its sections and subsections, their anchors and the document's date).
 */
export interface LegalDocumentWords<Outline extends LegalOutline> {
  /** The plain-language summary shown under the title. */
  summary: LegalText;
  sections: { [Section in Outline['sections'][number] as Section['id']]: LegalPart & SubsectionWords<Section> };
}

export type PrivacyPolicyWords = LegalDocumentWords<typeof privacyOutline>;
export type TermsWords = LegalDocumentWords<typeof termsOutline>;
export type EulaWords = LegalDocumentWords<typeof eulaOutline>;

/**
 * Every name of words, by the name of its module in `src/content/<locale>/`, and its shape.
 * The loader (`src/i18n/words.tsx`) reads words by these names.
 */
/**
 * How a language writes numbers, money and dates: the conventions of one of Intl's locales,
 * written out (src/lib/format.ts says why), which tests/unit/format.test.ts holds to Intl's own
 * output. Templates, not functions: they travel in the shell, as JSON.
 */
export interface FormatsWords {
  /** The Intl locale these conventions follow (`es-CO`, `hi-IN`). */
  follows: string;
  /** Between groups of digits. */
  group: string;
  decimal: string;
  /** Digits in each group after the last three: 3 (1,000,000), or 2 in Indian grouping (10,00,000). */
  laterGroups?: 2 | 3;
  /** Around a formatted amount: `${amount}` → `$1,240.00`, `US$ 1.240,00`, `1 240,00 $US`; `{sign}` where a minus goes, if not first. */
  usd: string;
  /** The minus sign, with the direction mark a right-to-left language puts before it; `-` if not given. */
  minus?: string;
  /** The plus sign of a gain (`+$4.75`), likewise; `+` if not given. */
  plus?: string;
  /** Between a person's role and their company (`Designer, Studio`): `, ` if not given. */
  comma?: string;
  /** Ends a sentence a component closes (after an address, after the brand): `.` if not given. */
  fullStop?: string;
  months: readonly string[];
  /** `{day}`, `{month}`, `{year}`: `January 15, 2024`, `15 de enero de 2024`. */
  longDate: string;
  /** `{month}`, `{year}`: `March 2024`, `marzo de 2024`. */
  monthYear: string;
}

export interface Words {
  shell: ShellWords;
  homeHero: HomeHeroWords;
  appScreens: AppScreensWords;
  homeSections: HomeSectionsWords;
  stores: StoresWords;
  howItWorks: HowItWorksWords;
  community: CommunityWords;
  account: AccountWords;
  appDownload: AppDownloadMessages;
  business: BusinessWords;
  demoUser: DemoUserWords;
  notFound: NotFoundWords;
  privacy: PrivacyPolicyWords;
  terms: TermsWords;
  eula: EulaWords;
}

export type WordsName = keyof Words;
