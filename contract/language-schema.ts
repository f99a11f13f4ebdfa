import { z } from 'zod';
import { LANGUAGE_MESSAGES, LANGUAGES } from './language.ts';

// The language field of the profile and the user answer. Apart from contract/language.ts so that the
// storefront's first load, which reads the plain values, carries no zod.
export const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid });
