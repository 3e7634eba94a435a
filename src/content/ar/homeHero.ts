import type { HomeHeroWords } from '../schema';

const homeHero: HomeHeroWords = {
  homeHero: {
    eyebrow: 'اربح من هاتفك',
    lead: 'أنجز مهام بيانات بسيطة، مثل وسم الصور والتحقق من النصوص وتفريغ الصوت، واربح نقاطًا أو مالًا أو رموز \u200e$SCAN بينما تساعد في تدريب ذكاء اصطناعي أفضل. التسجيل مجاني ولا تلزمك أي خبرة.',
    primaryAction: 'ابدأ الربح',
    secondaryAction: 'طريقة العمل',
    storesLabel: 'احصل على التطبيق',
    phoneNote: 'مثال توضيحي',
  },
};

export default homeHero;
