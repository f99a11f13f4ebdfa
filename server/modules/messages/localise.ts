import type { Language } from '../../../contract/language.ts';
import type { Config } from '../../config.ts';
import { translateEmail, translateSms } from '../../i18n/index.ts';
import type { OutgoingMessage } from './messenger.ts';

// A message in the language of the person it goes to (the account's choice, or the page's for a code
// asked for before there is an account). An email is translated as far as its texts are known. An SMS
// goes in Hindi only when its whole text is known and, where the gateway is given DLT template ids,
// when its Hindi template is registered too (`<name>-hi` in SMS_TEMPLATE_IDS): India's DLT rules refuse
// a commercial SMS whose text matches no registered template, so without it the English SMS goes.

/** The DLT template name of a template's Hindi text. */
export const hindiTemplate = (template: string) => `${template}-hi`;

export function localiseMessage(
  message: OutgoingMessage,
  config: Pick<Config, 'smsHttpUrl' | 'smsDlt'>,
): OutgoingMessage {
  const language: Language = message.language ?? 'en';
  if (language === 'en') return message;
  if (message.channel === 'email') {
    return {
      ...message,
      text: translateEmail(message.text, language),
      ...(message.subject !== undefined ? { subject: translateEmail(message.subject, language) } : {}),
    };
  }
  if (!translateSms.knows(message.text)) return message;
  const template = message.template ? hindiTemplate(message.template) : undefined;
  const ids = config.smsDlt.templateIds;
  const registersTemplates = Boolean(config.smsHttpUrl) && Object.keys(ids).length > 0;
  if (registersTemplates && (!template || !ids[template])) return message;
  return {
    ...message,
    text: translateSms(message.text, language),
    ...(template ? { template } : {}),
  };
}
