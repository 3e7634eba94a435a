import type { DemoUserWords } from '../schema';

/**
 * A counted noun in Arabic, by CLDR's plural rules for `ar` (zero, one, two, few 3–10, many
 * 11–99, other): for the sentences written as functions, which cannot use `usePlural`.
 */
function counted(count: number, forms: { zero: string; one: string; two: string; few: string; many: string; other: string }): string {
  const rest = count % 100;
  const form =
    count === 0
      ? forms.zero
      : count === 1
        ? forms.one
        : count === 2
          ? forms.two
          : rest >= 3 && rest <= 10
            ? forms.few
            : rest >= 11
              ? forms.many
              : forms.other;
  return form.replaceAll('{count}', String(count));
}

const demoUser: DemoUserWords = {
  demoProfile: {
    location: 'أوستن، تكساس',
    bio: 'أدرّب الذكاء الاصطناعي منذ عام 2024. أحب مهام وسم الصور والبيانات المرتّبة والحفاظ على سلسلة أيامي المتتالية.',
  },
  ranks: { Bronze: 'برونزي', Silver: 'فضي', Gold: 'ذهبي', Platinum: 'بلاتيني' },
  badges: {
    speed: { name: 'سريع كالبرق', description: '10 مهام في ساعة واحدة' },
    accuracy: { name: 'سيد الدقة', description: 'دقة 98% في 100 مهمة' },
    first: { name: 'المهمة الأولى', description: 'أنجز مهمتك الأولى' },
    streak: { name: 'بطل الأسبوع', description: '7 أيام متتالية' },
    community: { name: 'سند المجتمع', description: 'ساعد أكثر من 50 عضوًا جديدًا' },
    data: { name: 'خبير البيانات', description: '500 مهمة لتدقيق البيانات' },
    image: { name: 'محترف الصور', description: '1,000 مهمة لوسم الصور' },
    elite: { name: 'نخبة الرابحين', description: 'اربح ما مجموعه 5,000 US$\u200e' },
  },
  perHour: (amount) => `${amount} للساعة`,
  dashboard: {
    eyebrow: 'لوحة تحكم تجريبية',
    greeting: (firstName) => `مرحبًا بعودتك، ${firstName}!`,
    lead: 'إليك ما تحققه لك مهامك. هذه الأرقام عرض تجريبي ثابت.',
    streak: {
      title: {
        zero: 'لا أيام متتالية بعد',
        one: 'سلسلة يوم واحد!',
        two: 'سلسلة يومين متتاليين!',
        few: 'سلسلة {count} أيام متتالية!',
        many: 'سلسلة {count} يومًا متتاليًا!',
        other: 'سلسلة {count} يوم متتالٍ!',
      },
      text: (badge) => ({
        zero: `أنجز مهمة اليوم لتحافظ على سلسلتك. لقد بلغت مكافأة شارة «${badge}».`,
        one: `أنجز مهمة اليوم لتحافظ على سلسلتك. يفصلك يوم واحد عن مكافأة شارة «${badge}».`,
        two: `أنجز مهمة اليوم لتحافظ على سلسلتك. يفصلك يومان عن مكافأة شارة «${badge}».`,
        few: `أنجز مهمة اليوم لتحافظ على سلسلتك. تفصلك {count} أيام عن مكافأة شارة «${badge}».`,
        many: `أنجز مهمة اليوم لتحافظ على سلسلتك. يفصلك {count} يومًا عن مكافأة شارة «${badge}».`,
        other: `أنجز مهمة اليوم لتحافظ على سلسلتك. يفصلك {count} يوم عن مكافأة شارة «${badge}».`,
      }),
    },
    stats: {
      todayEarnings: 'أرباح اليوم',
      questsCompleted: 'المهام المنجزة',
      hourlyRate: 'الأجر بالساعة',
      rank: 'المستوى الحالي',
    },
    earnings: {
      title: 'نظرة عامة على الأرباح',
      periodGroupLabel: 'فترة الأرباح',
      periods: {
        day: { button: 'يوم', caption: 'ما ربحته اليوم', chart: 'الأرباح حسب الساعة اليوم' },
        week: { button: 'أسبوع', caption: 'ما ربحته هذا الأسبوع', chart: 'الأرباح حسب اليوم هذا الأسبوع' },
        month: { button: 'شهر', caption: 'ما ربحته هذا الشهر', chart: 'الأرباح حسب الأسبوع هذا الشهر' },
      },
      slots: {
        h08: '8 ص',
        h10: '10 ص',
        h12: '12 م',
        h14: '2 م',
        h16: '4 م',
        h18: '6 م',
        h20: '8 م',
        mon: 'الاثنين',
        tue: 'الثلاثاء',
        wed: 'الأربعاء',
        thu: 'الخميس',
        fri: 'الجمعة',
        sat: 'السبت',
        sun: 'الأحد',
        week1: 'الأسبوع 1',
        week2: 'الأسبوع 2',
        week3: 'الأسبوع 3',
        week4: 'الأسبوع 4',
      },
      description: (title, points, highest) =>
        `${title}: ${points.map((point) => `${point.label} ${point.amount}`).join('، ')}. الأعلى: ${highest.label}، ${highest.amount}.`,
      scaleNote: (bottom, top) => `يتدرّج ارتفاع الأعمدة من ${bottom} عند خط الأساس إلى ${top} عند الخط العلوي.`,
    },
    activity: {
      title: 'النشاط الأخير',
      status: { completed: 'مكتملة', 'in-progress': 'قيد التنفيذ' },
      items: {
        'act-1': { title: 'تفريغ الصوت: مقطع من بودكاست', time: 'منذ 10 دقائق' },
        'act-2': { title: 'وسم الصور: لافتات الشوارع', time: 'منذ ساعتين' },
        'act-3': { title: 'التحقق من النصوص: مراجعات المنتجات', time: 'منذ 4 ساعات' },
        'act-4': { title: 'تدقيق البيانات: مواعيد عمل المتاجر', time: 'أمس' },
      },
    },
    quickActions: {
      title: 'إجراءات سريعة',
      actions: { 'find-quests': 'ابحث عن مهام جديدة', 'view-earnings': 'عرض الأرباح', 'withdraw-funds': 'سحب الأموال' },
    },
    recommended: {
      title: 'مهام مقترحة',
      rewardLabel: 'المكافأة',
      timeLabel: 'الوقت المقدّر',
      quests: {
        'rq-1': 'وسم مشاهد حركة المرور',
        'rq-2': 'التحقق من إجماليات الإيصالات',
        'rq-3': 'الإشراف على منشورات المنتدى',
      },
      difficulties: { Easy: 'سهلة', Medium: 'متوسطة', Hard: 'صعبة' },
      minutes: (minutes) =>
        counted(minutes, {
          zero: '{count} دقيقة',
          one: 'دقيقة واحدة',
          two: 'دقيقتان',
          few: '{count} دقائق',
          many: '{count} دقيقة',
          other: '{count} دقيقة',
        }),
    },
    achievement: {
      title: 'الإنجاز التالي',
      description: 'أنجز مهمة واحدة على الأقل يوميًا لمدة 7 أيام متتالية.',
      days: {
        zero: '{count} يوم',
        one: 'يوم واحد',
        two: 'يومان',
        few: '{count} أيام',
        many: '{count} يومًا',
        other: '{count} يوم',
      },
      progress: (done, goal, days) => `${done} من ${days(goal)}`,
      bonus: (amount) => `مكافأة ${amount}`,
    },
  },
  profile: {
    eyebrow: 'ملف شخصي تجريبي',
    lead: 'ملفك العام وشاراتك وإعدادات حسابك. لا تُحفظ التغييرات في هذا العرض التجريبي.',
    rankPill: (rank) => `مستوى ${rank}`,
    stats: {
      totalEarned: 'إجمالي الأرباح',
      questsDone: 'المهام المنجزة',
      hourlyRate: 'الأجر بالساعة',
      dayStreak: 'أيام متتالية',
    },
    edit: {
      open: 'تعديل الملف الشخصي',
      formTitle: 'عدّل بياناتك',
      close: 'إغلاق وضع التعديل',
      save: 'حفظ التغييرات',
      notice: 'هذا عرض تجريبي: لا يُحفظ أي شيء تغيّره هنا.',
      fields: {
        firstName: 'الاسم الأول',
        lastName: 'اسم العائلة',
        email: 'البريد الإلكتروني',
        phone: 'الهاتف',
        location: 'الموقع',
        bio: 'نبذة تعريفية',
      },
    },
    badges: { title: 'الإنجازات والشارات', earned: 'مكتسبة', notEarned: 'غير مكتسبة بعد' },
    accountStats: {
      title: 'إحصاءات الحساب',
      memberSince: 'عضو منذ',
      totalBadges: 'إجمالي الشارات',
      rank: 'المستوى الحالي',
      successRate: 'نسبة النجاح',
      badgeCount: (earned, total) => `${earned} من ${total}`,
      percent: (value) => `${value}%`,
    },
    settings: {
      title: 'إعدادات الحساب',
      actions: {
        'payment-methods': 'طرق الدفع',
        notifications: 'إعدادات الإشعارات',
        privacy: 'إعدادات الخصوصية',
        'download-data': 'تنزيل البيانات',
        'delete-account': 'حذف الحساب',
      },
    },
  },
};

export default demoUser;
