import { ageLabel, ageSizeFor, monthsSince } from '../../../../../contract/age-bands.ts';
import type { Gender } from '../../../../../contract/catalog.ts';
import type { ChildProfile } from '../../../../../contract/child-profile.ts';
import { useChildren } from '../../../../lib/children.ts';
import { facetChange, type ListingState, type ParamChanges } from '../listing-params.ts';

// "Show sizes for Aarav (3Y)": each of the signed-in shopper's children as a shortcut that sets the
// listing's size to the age size that fits them now (contract/age-bands.ts) and its gender to theirs.
// Shoe sizes go by foot length, not age, so the shortcut leaves them alone.

export interface ChildShortcut {
  id: string;
  /** "Show sizes for Aarav (3Y)". */
  label: string;
  /** The child's name and age ("3Y"), for the label in another language. */
  name: string;
  age: string;
  size: string;
  gender: Gender;
}

/** A child's shortcut today; none for a birth month in the future. */
export function childShortcut(child: ChildProfile, today: Date): ChildShortcut | null {
  const months = monthsSince(child.birthMonth, today);
  const size = ageSizeFor(months);
  if (!size) return null;
  return {
    id: child._id,
    label: `Show sizes for ${child.name} (${ageLabel(months)})`,
    name: child.name,
    age: ageLabel(months),
    size,
    gender: child.gender === 'boy' ? 'boys' : 'girls',
  };
}

/** True when the listing shows exactly this child's size and gender. */
export function shortcutActive(shortcut: ChildShortcut, state: ListingState): boolean {
  return (
    state.sizes.length === 1 &&
    state.sizes[0] === shortcut.size &&
    state.genders.length === 1 &&
    state.genders[0] === shortcut.gender
  );
}

/** Pressing a shortcut sets its size and gender; pressing the active one takes them off again. */
export function shortcutChange(shortcut: ChildShortcut, state: ListingState): ParamChanges {
  const off = shortcutActive(shortcut, state);
  return {
    ...facetChange('size', off ? [] : [shortcut.size]),
    ...facetChange('gender', off ? [] : [shortcut.gender]),
  };
}

/** The signed-in shopper's children (none while signed out or when they cannot be read). */
export const useListingChildren = (): ChildProfile[] => useChildren();
