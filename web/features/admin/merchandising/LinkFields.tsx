import type { AdminHomeChoices, HomeItemKind } from '../../../../contract/admin-home.ts';
import { HOME_SET_KINDS } from '../../../../contract/admin-home.ts';
import { errorClass, InputField, labelClass, SelectField } from '../ui.tsx';
import type { HomeDraft, LinkChoice } from './home-form.ts';

// "What it opens" in the item dialog: by itself (its own products, type or article), or a brand, a
// category, a subcategory, product types with a price range, a price range, or (offer cards) an article.

const OWN: Record<HomeItemKind, string> = {
  slider: 'Its own products (picked below)',
  topSale: 'Its own products (picked below)',
  topPick: 'Its own products (picked below)',
  offer: 'Its article (chosen above)',
  trending: 'Its product type up to ₹999',
  lowestPrice: 'Its product types, cheapest first',
};

export function linkChoices(kind: HomeItemKind): { value: LinkChoice; label: string }[] {
  return [
    { value: '', label: OWN[kind] },
    { value: 'brand', label: 'A brand' },
    { value: 'category', label: 'A category' },
    { value: 'subcategory', label: 'A subcategory' },
    { value: 'productType', label: 'Product types, with a price range' },
    { value: 'price', label: 'Everything in a price range' },
    ...(kind === 'offer' ? [{ value: 'article' as const, label: 'An article' }] : []),
  ];
}

/** The articles as a SelectField's options. */
export const articleOptions = (choices: AdminHomeChoices) =>
  choices.articles.map((article) => ({ value: article._id, label: article.title }));

const named = (list: { _id: string; name: string }[]) =>
  list.map((one) => ({ value: one._id, label: one.name }));

export function LinkFields({
  kind,
  draft,
  set,
  choices,
  error,
}: {
  kind: HomeItemKind;
  draft: HomeDraft;
  set: (change: Partial<HomeDraft>) => void;
  choices: AdminHomeChoices;
  error: string | undefined;
}) {
  const to = draft.linkTo;
  const priced = to === 'productType' || to === 'price';
  /** A choice of the draft's, for a SelectField. */
  const chosen = (key: 'brandId' | 'categoryId' | 'subcategoryId' | 'linkArticleId') => ({
    value: draft[key],
    onChange: (value: string) => set({ [key]: value }),
  });
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-cream/50 p-3 ring-1 ring-line/60">
      <SelectField
        label="What it opens"
        error={error}
        hint={
          HOME_SET_KINDS.includes(kind) ? 'Its own products open when nothing else is chosen.' : undefined
        }
        value={to}
        onChange={(linkTo) => set({ linkTo: linkTo as LinkChoice })}
        options={linkChoices(kind)}
      />
      {to === 'brand' ? (
        <SelectField
          label="Brand"
          {...chosen('brandId')}
          none="Choose a brand"
          options={named(choices.brands)}
        />
      ) : null}
      {to === 'category' ? (
        <SelectField
          label="Category"
          {...chosen('categoryId')}
          none="Choose a category"
          options={named(choices.categories)}
        />
      ) : null}
      {to === 'subcategory' ? (
        <SelectField label="Subcategory" {...chosen('subcategoryId')} none="Choose a subcategory">
          {choices.categories.map((c) => (
            <optgroup key={c._id} label={c.name}>
              {c.subcategories.map((s) => (
                <option key={s._id} value={s._id}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      ) : null}
      {to === 'article' ? (
        <SelectField
          label="Article"
          {...chosen('linkArticleId')}
          none="Choose an article"
          options={articleOptions(choices)}
        />
      ) : null}
      {to === 'productType' ? (
        <TypeChecks
          legend="Product types"
          types={choices.productTypes}
          value={draft.linkTypes}
          onChange={(linkTypes) => set({ linkTypes })}
        />
      ) : null}
      {priced ? (
        <div className="grid grid-cols-2 gap-3">
          <InputField
            label="Lowest price (₹)"
            inputMode="decimal"
            value={draft.minPrice}
            onChange={(e) => set({ minPrice: e.target.value })}
          />
          <InputField
            label="Highest price (₹)"
            inputMode="decimal"
            value={draft.maxPrice}
            onChange={(e) => set({ maxPrice: e.target.value })}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Product types as checkboxes (the catalogue's own types). */
export function TypeChecks({
  legend,
  types,
  value,
  onChange,
  error,
}: {
  legend: string;
  types: string[];
  value: string[];
  onChange: (types: string[]) => void;
  error?: string | undefined;
}) {
  const chosen = new Set(value);
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      {types.length === 0 ? (
        <p className="text-sm text-ink-soft">The catalogue has no product types yet.</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {types.map((type) => (
          <label
            key={type}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-paper px-3 text-sm ring-1 ring-line"
          >
            <input
              type="checkbox"
              checked={chosen.has(type)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, type] : value.filter((t) => t !== type))
              }
            />
            {type}
          </label>
        ))}
      </div>
      {error ? <p className={errorClass}>{error}</p> : null}
    </fieldset>
  );
}
