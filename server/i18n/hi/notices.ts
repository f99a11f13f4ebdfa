import { ADMIN_PEOPLE_MESSAGES } from '../../../contract/admin-people.ts';
import type { TemplateEntry } from '../translate.ts';

// The Hindi of the in-app notifications the shop writes (stored in English, translated when read): an
// order's status changes (server/modules/orders/notices.ts), the referral rewards, the seller decision,
// an offer's fallback text. The titles and texts of the alerts and of an order placed are message
// groups (messages.ts). What staff typed (a broadcast, a note, an offer's description) stays as typed.

export const HINDI_NOTICES = new Map<string, string>([
  ['Order pending', 'ऑर्डर बाकी है'],
  ['Your order #{id} is pending.', 'आपका ऑर्डर #{id} बाकी है।'],
  ['Order confirmed', 'ऑर्डर की पुष्टि हुई'],
  ['Your order #{id} has been confirmed.', 'आपके ऑर्डर #{id} की पुष्टि हो गई है।'],
  ['Order processing', 'ऑर्डर तैयार हो रहा है'],
  ['Your order #{id} is being prepared.', 'आपका ऑर्डर #{id} तैयार किया जा रहा है।'],
  ['Order packed', 'ऑर्डर पैक हो गया'],
  ['Your order #{id} is packed and will ship soon.', 'आपका ऑर्डर #{id} पैक हो गया है और जल्द ही भेजा जाएगा।'],
  ['Order shipped', 'ऑर्डर भेज दिया गया'],
  ['Your order #{id} has been shipped.', 'आपका ऑर्डर #{id} भेज दिया गया है।'],
  ['Order in transit', 'ऑर्डर रास्ते में है'],
  ['Your order #{id} is on its way to you.', 'आपका ऑर्डर #{id} आप तक पहुँचने के रास्ते में है।'],
  ['Order delivered', 'ऑर्डर डिलीवर हो गया'],
  ['Your order #{id} has been delivered.', 'आपका ऑर्डर #{id} डिलीवर हो गया है।'],
  ['Order cancelled', 'ऑर्डर रद्द हुआ'],
  ['Your order #{id} has been cancelled.', 'आपका ऑर्डर #{id} रद्द कर दिया गया है।'],
  ['Return requested', 'वापसी का अनुरोध'],
  [
    'We have received your return request for order #{id}.',
    'हमें ऑर्डर #{id} की वापसी का आपका अनुरोध मिल गया है।',
  ],
  ['Return accepted', 'वापसी स्वीकार हुई'],
  ['Your return of order #{id} has been accepted.', 'ऑर्डर #{id} की आपकी वापसी स्वीकार हो गई है।'],
  ['Return declined', 'वापसी अस्वीकार हुई'],
  [
    'Your return request for order #{id} was declined.',
    'ऑर्डर #{id} की वापसी का आपका अनुरोध अस्वीकार कर दिया गया।',
  ],
  ['Welcome bonus', 'स्वागत बोनस'],
  [
    "You joined with a friend's code: {n} coins are in your account to spend at checkout.",
    'आप एक दोस्त के कोड से जुड़े: चेकआउट पर खर्च करने के लिए {n} कॉइन आपके खाते में हैं।',
  ],
  ['Referral reward', 'रेफ़रल इनाम'],
  [
    'A friend joined with your referral code: {n} coins have been added to your account.',
    'एक दोस्त आपके रेफ़रल कोड से जुड़ा: आपके खाते में {n} कॉइन जोड़ दिए गए हैं।',
  ],
  [ADMIN_PEOPLE_MESSAGES.sellerApprovedTitle, 'सेलर आवेदन स्वीकार हुआ'],
  [ADMIN_PEOPLE_MESSAGES.sellerApprovedMessage, 'हमारे साथ बेचने का आपका आवेदन स्वीकार हो गया है। स्वागत है!'],
  [ADMIN_PEOPLE_MESSAGES.sellerRejectedTitle, 'सेलर आवेदन स्वीकार नहीं हुआ'],
  [ADMIN_PEOPLE_MESSAGES.sellerRejectedMessage, 'हमारे साथ बेचने का आपका आवेदन स्वीकार नहीं हुआ: {reason}'],
  ['{name}: {percent}% off while the offer lasts.', '{name}: ऑफ़र रहने तक {percent}% की छूट।'],
]);

/** A notice with the shipment or the shop's note added after it (orders/notices.ts statusNotice). */
export const HINDI_NOTICE_TEMPLATES: readonly TemplateEntry[] = [
  {
    en: '{message} Note from the shop: {note}',
    hi: '{message} दुकान का नोट: {note}',
    translate: ['message'],
  },
  {
    en: '{message} Courier: {courier}, tracking number {tracking}.',
    hi: '{message} कूरियर: {courier}, ट्रैकिंग नंबर {tracking}।',
    translate: ['message'],
  },
];
