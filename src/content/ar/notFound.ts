import type { NotFoundWords } from '../schema';

const notFound: NotFoundWords = {
  eyebrow: 'خطأ 404',
  lead: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر. إليك بعض الصفحات المفيدة للمتابعة:',
  links: {
    home: { label: 'الرئيسية', description: 'ابدأ الربح بمهام بيانات سريعة.' },
    howItWorks: { label: 'طريقة العمل', description: 'أربع خطوات من التسجيل إلى المكافآت.' },
    helpCenter: { label: 'مركز المساعدة', description: 'ابحث في الأسئلة الشائعة أو تواصل مع الدعم.' },
    business: { label: 'الشركات', description: 'بيانات موسومة لمشاريع الذكاء الاصطناعي لديك.' },
  },
};

export default notFound;
