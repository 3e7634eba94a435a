import type { AccountWords } from '../schema';

const account: AccountWords = {
  demoSubmissionNotice: 'عرض تجريبي فقط: كُتبت بياناتك في وحدة تحكم المتصفح ولم تُرسل إلى أي مكان.',
  demoPreview: {
    before: 'هذه الشاشات عرض تجريبي ولا تُنشئ أي حساب. اطّلع على ما يحصل عليه الأعضاء: ',
    dashboard: 'لوحة التحكم التجريبية',
    between: ' و',
    profile: 'الملف الشخصي التجريبي',
    after: '.',
  },
  socialSignIn: {
    divider: 'أو',
    google: 'المتابعة باستخدام Google',
    facebook: 'المتابعة باستخدام Facebook',
  },
  credentials: {
    email: { label: 'البريد الإلكتروني', placeholder: 'name@example.com' },
    password: { label: 'كلمة المرور', toggleName: 'كلمة المرور' },
  },
  signIn: {
    subtitle: 'سجّل الدخول لمواصلة الربح',
    rememberMe: 'تذكّرني',
    forgotPassword: 'نسيت كلمة المرور؟',
    submit: 'تسجيل الدخول',
    noAccount: 'جديد هنا؟',
    signUp: 'أنشئ حسابًا مجانًا',
  },
  signUp: {
    subtitle: 'ابدأ الربح في أقل من دقيقتين',
    firstName: { label: 'الاسم الأول', placeholder: 'سارة' },
    lastName: { label: 'اسم العائلة', placeholder: 'الحداد' },
    confirmPassword: { label: 'تأكيد كلمة المرور', toggleName: 'تأكيد كلمة المرور' },
    agreement: {
      before: 'أوافق على ',
      terms: 'شروط الخدمة',
      between: ' و',
      privacy: 'سياسة الخصوصية',
    },
    newsletter: 'أرسلوا إليّ نصائح للربح وآخر أخبار المنصة',
    submit: 'إنشاء حساب',
    haveAccount: 'لديك حساب بالفعل؟',
    signIn: 'سجّل الدخول',
    panel: {
      title: 'انضم إلى أكثر من 50,000 مدرّب ذكاء اصطناعي',
      lead: 'حوّل دقائق فراغك إلى مكافآت وأنت تساعد في بناء ذكاء اصطناعي أفضل.',
      benefits: ['ابدأ الربح فورًا', 'لا تلزمك أي خبرة', 'ساعات عمل مرنة', 'مدفوعات فورية', 'دعم من مجتمع عالمي'],
      highlight: { figure: 'حتى 15.50\u00a0US$\u200e', label: 'الأرباح في الساعة' },
    },
  },
};

export default account;
