import type { TemplateEntry } from '../translate.ts';

// The Hindi of the SMS and emails the shop sends (codes, orders, alerts), as templates of the English
// texts their modules write (auth/service.ts, orders/order-messages.ts, alerts/messages.ts). Each SMS is
// one fixed sentence with values, as its DLT template is registered: the Hindi SMS are registered as
// their own templates (`<name>-hi`). Emails are translated paragraph by paragraph, line by line.

/** The codes' sentences (auth): an SMS, and the body of the reset email. */
const HINDI_CODES: readonly TemplateEntry[] = [
  {
    en: 'Your {shop} sign-in code is {code}. It expires in {m} minutes. Do not share it.',
    hi: '{shop} में साइन इन का आपका कोड {code} है। यह {m} मिनट में समाप्त हो जाएगा। इसे किसी को न बताएँ।',
  },
  {
    en: 'Your {shop} password reset code is {code}. It expires in {m} minutes. Do not share it.',
    hi: '{shop} पासवर्ड रीसेट का आपका कोड {code} है। यह {m} मिनट में समाप्त हो जाएगा। इसे किसी को न बताएँ।',
  },
  {
    en: 'Your {shop} sign-up code for {email} is {code}. It expires in {m} minutes. Do not share it.',
    hi: '{email} के लिए {shop} साइन-अप का आपका कोड {code} है। यह {m} मिनट में समाप्त हो जाएगा। इसे किसी को न बताएँ।',
  },
];

export const HINDI_SMS: readonly TemplateEntry[] = [
  ...HINDI_CODES,
  {
    en: '{shop}: this phone number already has an account. Sign in with your phone number; no new sign-up is needed.',
    hi: '{shop}: इस फ़ोन नंबर का खाता पहले से है। अपने फ़ोन नंबर से साइन इन करें; नए साइन-अप की ज़रूरत नहीं है।',
  },
  // Orders.
  {
    en: '{shop}: thank you! Order {n} for Rs {amount} is placed; pay cash on delivery. Details: {link}',
    hi: '{shop}: धन्यवाद! Rs {amount} का ऑर्डर {n} हो गया है; डिलीवरी पर नकद भुगतान करें। जानकारी: {link}',
  },
  {
    en: '{shop}: order {n} is shipped by {courier}, tracking no. {tracking}. Track: {link}',
    hi: '{shop}: ऑर्डर {n} {courier} से भेज दिया गया है, ट्रैकिंग नंबर {tracking}। ट्रैक करें: {link}',
  },
  {
    en: '{shop}: your order {n} has been delivered. Thank you for shopping with us! Details: {link}',
    hi: '{shop}: आपका ऑर्डर {n} डिलीवर हो गया है। हमसे खरीदारी के लिए धन्यवाद! जानकारी: {link}',
  },
  {
    en: '{shop}: your order {n} has been cancelled. Details: {link}',
    hi: '{shop}: आपका ऑर्डर {n} रद्द कर दिया गया है। जानकारी: {link}',
  },
  {
    en: '{shop}: your return of order {n} has been accepted. Details: {link}',
    hi: '{shop}: ऑर्डर {n} की आपकी वापसी स्वीकार हो गई है। जानकारी: {link}',
  },
  {
    en: '{shop}: your return request for order {n} was declined. Details: {link}',
    hi: '{shop}: ऑर्डर {n} की वापसी का आपका अनुरोध अस्वीकार कर दिया गया। जानकारी: {link}',
  },
  // Alerts.
  {
    en: '{shop}: {name} is now Rs {price} (was Rs {old}). Shop now: {link}',
    hi: '{shop}: {name} अब Rs {price} का है (पहले Rs {old} था)। अभी खरीदें: {link}',
  },
  {
    en: '{shop}: {name} in {colour}, size {size} is back in stock. Shop now: {link}',
    hi: '{shop}: {name} ({colour}, साइज़ {size}) फिर से स्टॉक में है। अभी खरीदें: {link}',
  },
  {
    en: '{shop}: {name} in {colour} is back in stock. Shop now: {link}',
    hi: '{shop}: {name} ({colour}) फिर से स्टॉक में है। अभी खरीदें: {link}',
  },
  {
    en: '{shop}: something you asked about has news. Shop now: {link}',
    hi: '{shop}: आपने जिसके बारे में पूछा था, उसकी खबर है। देखें: {link}',
  },
  {
    en: '{shop}: {name} is back in stock. Shop now: {link}',
    hi: '{shop}: {name} फिर से स्टॉक में है। अभी खरीदें: {link}',
  },
];

/** Email subjects and the lines of email bodies. */
export const HINDI_EMAIL: readonly TemplateEntry[] = [
  ...HINDI_CODES,
  { en: '{shop} password reset code', hi: '{shop} पासवर्ड रीसेट कोड' },
  { en: 'Your {shop} order {n} has been placed', hi: 'आपका {shop} ऑर्डर {n} हो गया है' },
  { en: 'Your {shop} order {n} has been shipped', hi: 'आपका {shop} ऑर्डर {n} भेज दिया गया है' },
  { en: 'Your {shop} order {n} has been delivered', hi: 'आपका {shop} ऑर्डर {n} डिलीवर हो गया है' },
  { en: 'Your {shop} order {n} has been cancelled', hi: 'आपका {shop} ऑर्डर {n} रद्द कर दिया गया है' },
  {
    en: 'Your return of {shop} order {n} has been accepted',
    hi: '{shop} ऑर्डर {n} की आपकी वापसी स्वीकार हो गई है',
  },
  {
    en: 'Your return request for {shop} order {n} was declined',
    hi: '{shop} ऑर्डर {n} की वापसी का आपका अनुरोध अस्वीकार कर दिया गया',
  },
  { en: 'Back in stock: {name}', hi: 'स्टॉक में वापस: {name}' },
  { en: 'Price drop: {name}', hi: 'दाम घटा: {name}' },
  { en: 'Hello {name},', hi: 'नमस्ते {name},' },
  { en: 'Hello,', hi: 'नमस्ते,' },
  { en: 'Warm regards,', hi: 'शुभकामनाओं सहित,' },
  {
    en: 'Thank you for shopping with {shop}. Your order {n} has been placed.',
    hi: '{shop} से खरीदारी के लिए धन्यवाद। आपका ऑर्डर {n} हो गया है।',
  },
  {
    en: 'Amount to pay: ₹{amount}, in cash when the order arrives.',
    hi: 'भुगतान की राशि: ₹{amount}, ऑर्डर आने पर नकद।',
  },
  { en: 'Expected delivery: by {day}.', hi: 'अनुमानित डिलीवरी: {day} तक।' },
  { en: 'Good news: your order {n} has been shipped.', hi: 'खुशखबरी: आपका ऑर्डर {n} भेज दिया गया है।' },
  { en: 'Courier: {courier}', hi: 'कूरियर: {courier}' },
  { en: 'Tracking number: {tracking}', hi: 'ट्रैकिंग नंबर: {tracking}' },
  {
    en: 'Please keep ₹{amount} ready to pay in cash on delivery.',
    hi: 'कृपया डिलीवरी पर नकद भुगतान के लिए ₹{amount} तैयार रखें।',
  },
  {
    en: 'Your order {n} has been delivered. We hope you love it!',
    hi: 'आपका ऑर्डर {n} डिलीवर हो गया है। हमें उम्मीद है कि आपको यह पसंद आएगा!',
  },
  {
    en: 'If something is not right, you can ask for a return from your order page within {d} day of delivery.',
    hi: 'अगर कुछ ठीक न लगे, तो डिलीवरी के {d} दिन के भीतर अपने ऑर्डर पेज से वापसी का अनुरोध कर सकते हैं।',
  },
  {
    en: 'If something is not right, you can ask for a return from your order page within {d} days of delivery.',
    hi: 'अगर कुछ ठीक न लगे, तो डिलीवरी के {d} दिन के भीतर अपने ऑर्डर पेज से वापसी का अनुरोध कर सकते हैं।',
  },
  {
    en: 'Your order {n} has been cancelled. The 1 coin you used on it is back in your account.',
    hi: 'आपका ऑर्डर {n} रद्द कर दिया गया है। इस पर लगाया गया 1 कॉइन आपके खाते में वापस आ गया है।',
  },
  {
    en: 'Your order {n} has been cancelled. The {c} coins you used on it are back in your account.',
    hi: 'आपका ऑर्डर {n} रद्द कर दिया गया है। इस पर लगाए गए {c} कॉइन आपके खाते में वापस आ गए हैं।',
  },
  { en: 'Your order {n} has been cancelled.', hi: 'आपका ऑर्डर {n} रद्द कर दिया गया है।' },
  {
    en: 'We have accepted the return of your order {n}. Your refund follows our return and refund policy: {link}',
    hi: 'हमने आपके ऑर्डर {n} की वापसी स्वीकार कर ली है। आपका रिफ़ंड हमारी वापसी और रिफ़ंड नीति के अनुसार होगा: {link}',
  },
  {
    en: 'Your return request for order {n} was declined.',
    hi: 'ऑर्डर {n} की वापसी का आपका अनुरोध अस्वीकार कर दिया गया।',
  },
  {
    en: 'If you have any questions, just reply to this email.',
    hi: 'अगर आपका कोई सवाल है, तो बस इस ईमेल का जवाब दें।',
  },
  { en: 'Note from the shop: {note}', hi: 'दुकान का नोट: {note}' },
  { en: 'See your order: {link}', hi: 'अपना ऑर्डर देखें: {link}' },
  { en: 'See it: {link}', hi: 'देखें: {link}' },
  {
    en: 'You asked us to tell you, and this is the one message about it. To hear again, ask again on the product page.',
    hi: 'आपने हमें बताने को कहा था, और इसके बारे में यही एक संदेश है। फिर से जानने के लिए प्रोडक्ट पेज पर फिर से कहें।',
  },
];
