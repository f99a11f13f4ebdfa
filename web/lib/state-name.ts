import { tr } from '../i18n/texts.ts';

/**
 * A state or union territory in the language the page shows. Addresses keep and send the English
 * name, as the list in contract/address.ts spells it; any other text is shown as it is.
 */
export function stateName(state: string): string {
  return state ? tr(`common:states.${state}`, { defaultValue: state }) : state;
}
