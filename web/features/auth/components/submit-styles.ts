import { buttonStyles } from '../../../components/button-styles.ts';

/** The big full-width button that ends each auth form. */
export const submitClass = `${buttonStyles.primary} h-12 w-full text-base`;
