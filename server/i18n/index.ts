import type { Language } from '../../contract/language.ts';
import { HINDI_MESSAGES, HINDI_VALIDATION_TEMPLATES } from './hi/messages.ts';
import { HINDI_NOTICE_TEMPLATES, HINDI_NOTICES } from './hi/notices.ts';
import { HINDI_EMAIL, HINDI_SMS } from './hi/outgoing.ts';
import { createTranslator, type Translator } from './translate.ts';

// The server's translations into the shopper's language (contract/language.ts): answers' messages,
// notifications, SMS and emails. English is the written language; Hindi is looked up by the English.

export { createTranslator, type TemplateEntry, type Translator } from './translate.ts';

/** Answers' messages (and field messages) and in-app notifications. */
export const translateMessage: Translator = createTranslator(new Map([...HINDI_MESSAGES, ...HINDI_NOTICES]), [
  ...HINDI_NOTICE_TEMPLATES,
  ...HINDI_VALIDATION_TEMPLATES,
]);

/** An SMS: one registered sentence with its values. */
export const translateSms: Translator = createTranslator(new Map(), HINDI_SMS);

const emailLine = createTranslator(new Map([...HINDI_MESSAGES, ...HINDI_NOTICES]), HINDI_EMAIL);

/**
 * An email's subject or body: each paragraph translated whole when known, else line by line; a line
 * with no translation (the shop's name under the greeting) stays as it is.
 */
export function translateEmail(text: string, language: Language): string {
  if (language === 'en') return text;
  return text
    .split('\n\n')
    .map((paragraph) =>
      emailLine.knows(paragraph)
        ? emailLine(paragraph, language)
        : paragraph
            .split('\n')
            .map((line) => emailLine(line, language))
            .join('\n'),
    )
    .join('\n\n');
}
