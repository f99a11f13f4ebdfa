import type { AdminHomeChoices, HomeItemKind } from '../../../../contract/admin-home.ts';
import { HOME_SET_KINDS } from '../../../../contract/admin-home.ts';
import { Field, inputClass, labelClass } from '../ui.tsx';
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
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-cream/50 p-3 ring-1 ring-line/60">
      <Field
        label="What it opens"
        error={error}
        hint={
          HOME_SET_KINDS.includes(kind) ? 'Its own products open when nothing else is chosen.' : undefined
        }
      >
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={to}
            onChange={(event) => set({ linkTo: event.target.value as LinkChoice })}
          >
            {linkChoices(kind).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {to === 'brand' ? (
        <Field label="Brand">
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={draft.brandId}
              onChange={(e) => set({ brandId: e.target.value })}
            >
              <option value="">Choose a brand</option>
              {choices.brands.map((b) => (
                <option key={b._id} value={b._id}>
                  {b.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {to === 'category' ? (
        <Field label="Category">
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={draft.categoryId}
              onChange={(e) => set({ categoryId: e.target.value })}
            >
              <option value="">Choose a category</option>
              {choices.categories.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {to === 'subcategory' ? (
        <Field label="Subcategory">
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={draft.subcategoryId}
              onChange={(e) => set({ subcategoryId: e.target.value })}
            >
              <option value="">Choose a subcategory</option>
              {choices.categories.map((c) => (
                <optgroup key={c._id} label={c.name}>
                  {c.subcategories.map((s) => (
                    <option key={s._id} value={s._id}>
                      {s.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {to === 'article' ? (
        <Field label="Article">
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={draft.linkArticleId}
              onChange={(e) => set({ linkArticleId: e.target.value })}
            >
              <option value="">Choose an article</option>
              {choices.articles.map((a) => (
                <option key={a._id} value={a._id}>
                  {a.title}
                </option>
              ))}
            </select>
          )}
        </Field>
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
          <Field label="Lowest price (₹)">
            {(control) => (
              <input
                {...control}
                className={inputClass}
                inputMode="decimal"
                value={draft.minPrice}
                onChange={(e) => set({ minPrice: e.target.value })}
              />
            )}
          </Field>
          <Field label="Highest price (₹)">
            {(control) => (
              <input
                {...control}
                className={inputClass}
                inputMode="decimal"
                value={draft.maxPrice}
                onChange={(e) => set({ maxPrice: e.target.value })}
              />
            )}
          </Field>
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
      {error ? <p className="mt-1 text-sm font-semibold text-danger">{error}</p> : null}
    </fieldset>
  );
}
