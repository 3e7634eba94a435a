import type { AppDownloadWords } from '../schema';

const appDownload: AppDownloadWords = {
  eyebrow: 'مجاني على Android وiOS',
  lead: 'نزّل التطبيق على هاتفك، واختر مهمة، واربح نقاطًا أو مالًا أو رموز \u200e$SCAN من أول مهمة تنجزها. التسجيل مجاني ولا تلزمك أي خبرة.',
  storesTitle: 'اختر متجرك',
  storesLead: 'التطبيقان مجانيان ويقدّمان المهام والمكافآت نفسها.',
  storeCodes: {
    caption: 'امسح الرمز بكاميرا هاتفك',
    labels: { googlePlay: 'رمز QR لمتجر Google Play', appStore: 'رمز QR لمتجر App Store' },
  },
  benefitsTitle: 'لماذا تربح مع التطبيق',
  benefits: {
    instantEarnings: {
      title: 'أرباح فورية',
      description: 'تُضاف النقاط فور اجتياز المهمة للتحقق، عادةً خلال دقائق.',
    },
    workAnywhere: {
      title: 'اعمل من أي مكان',
      description: 'تستغرق كل مهمة بضع دقائق: أنجزها في الحافلة أو في استراحتك أو وأنت على الأريكة.',
    },
    easyToUse: {
      title: 'سهل الاستخدام',
      description: 'تعليمات واضحة في كل مهمة. نزّل التطبيق وسجّل الدخول وابدأ، دون حاجة إلى تأكيد البريد الإلكتروني.',
    },
  },
  webTitle: 'تفضّل المتصفح؟',
  webLead: 'سجّل الدخول أو أنشئ حسابك في المتصفح، ثم تابع من حيث توقفت في التطبيق.',
  webLinks: { signIn: 'تسجيل الدخول', signUp: 'إنشاء حساب' },
};

export default appDownload;
