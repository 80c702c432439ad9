import type { MailTexts } from '../mail-texts.ts';

const plural = new Intl.PluralRules('ar');

/** Arabic counts nouns in six plural forms; "15 دقيقة" but "5 دقائق". */
function minutes(count: number): string {
  switch (plural.select(count)) {
    case 'one':
      return 'دقيقة واحدة';
    case 'two':
      return 'دقيقتين';
    case 'few':
      return `${count} دقائق`;
    default:
      return `${count} دقيقة`;
  }
}

export const ar: MailTexts = {
  greeting: 'مرحبًا،',
  minutes,
  signOff: (product) => `فريق ${product}`,
  verifyEmail: {
    subject: (product) => `رمز التحقق الخاص بك في ${product}`,
    intro: 'استخدم هذا الرمز للتحقق من عنوان بريدك الإلكتروني:',
    expires: (duration) => `تنتهي صلاحية الرمز خلال ${duration}.`,
    notRequested: 'لم تطلب ذلك؟ يمكنك تجاهل هذه الرسالة بأمان.',
  },
  passwordReset: {
    subject: (product) => `أعد تعيين كلمة المرور الخاصة بك في ${product}`,
    intro: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك. اختر كلمة مرور جديدة عبر هذا الرابط:',
    action: 'اختيار كلمة مرور جديدة',
    expires: (duration) => `تنتهي صلاحية الرابط خلال ${duration}، ولا يمكن استخدامه إلا مرة واحدة.`,
    notRequested: 'لم تطلب ذلك؟ تجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
  },
  passwordChanged: {
    subject: (product) => `تم تغيير كلمة المرور الخاصة بك في ${product}`,
    changedAt: (when) => `تم تغيير كلمة مرور حسابك في ${when} (بالتوقيت العالمي المنسق).`,
    otherDevices: 'تم تسجيل الخروج من الأجهزة الأخرى المتصلة بحسابك.',
    notYou: 'لم تقم بذلك؟ أعد تعيين كلمة المرور الآن وراجع جلساتك النشطة:',
  },
  signInAlert: {
    subject: (product) => `تسجيل دخول جديد إلى حسابك في ${product}`,
    intro: 'تم تسجيل الدخول إلى حسابك للتو من جهاز لم يُستخدم لتسجيل الدخول إليه من قبل:',
    device: 'الجهاز',
    unknownDevice: 'جهاز غير معروف',
    ipAddress: 'عنوان IP',
    time: 'الوقت',
    ifYou: 'إذا كنت أنت من قام بذلك، فلا حاجة إلى أي إجراء آخر.',
    notYou: 'لم تكن أنت؟ غيّر كلمة المرور الآن عبر هذا الرابط، ثم راجع جلساتك النشطة في إعدادات الأمان وأنهِ أي جلسة لا تعرفها.',
    action: 'تغيير كلمة المرور',
  },
  signInThrottled: {
    subject: (product) => `محاولات تسجيل دخول فاشلة إلى حسابك في ${product}`,
    intro:
      'حاول شخص ما عدة مرات تسجيل الدخول إلى حسابك بكلمة مرور خاطئة. من الآن فصاعدًا، يجب أن تنتظر كل محاولة جديدة وقتًا أطول، حتى لا يمكن تخمين كلمة المرور. لا يزال بإمكانك تسجيل الدخول كالمعتاد.',
    notYou:
      'لم تكن أنت؟ تبقى كلمة المرور التي يصعب تخمينها آمنة. وللاطمئنان، غيّرها عبر هذا الرابط وفعّل المصادقة الثنائية في إعدادات الأمان.',
  },
  notification: {
    subject: (product) => `نشاط جديد على ${product}`,
    kinds: {
      'message.direct': 'لديك رسالة مباشرة جديدة.',
      'message.mention': 'أشار إليك أحدهم في محادثة.',
      'message.broadcast': 'هناك منشور جديد في بث تتابعه.',
      'conversation.added': 'تمت إضافتك إلى محادثة.',
      'conversation.invited': 'تمت دعوتك للانضمام إلى محادثة.',
      'conversation.assigned': 'تم إسناد محادثة إليك.',
      'agent.invited': 'تمت دعوة وكيل إلى إحدى محادثاتك.',
      'run.finished': 'انتهى تشغيل بدأته.',
      'review_item.created': 'إجراء من وكيل بانتظار مراجعتك.',
      'run.waiting_review': 'إجابة عن سؤالك بانتظار المراجعة.',
      'review_item.decided': 'اكتملت مراجعة إجابة عن سؤالك.',
      'protocol_version.worse': 'الإصدار الحالي من أحد خبرائك أداؤه أسوأ من إصدار سابق. يمكنك التراجع عنه في منضدة عمل البروتوكول.',
      system: 'هناك مستجدات بشأن حسابك.',
    },
    action: 'فتح',
    settings: 'يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من إعدادات صندوق الوارد.',
  },
  phoneCodeSms: (code, product, duration) =>
    `${code} هو رمز التحقق الخاص بك في ${product}. تنتهي صلاحيته خلال ${duration}. لم تطلبه؟ تجاهل هذه الرسالة.`,
};
