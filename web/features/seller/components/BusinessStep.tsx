import { SELLER_TEXTS, storeTypeSuggestions } from '../seller-texts.ts';
import { type SellerForm, TextField } from './TextField.tsx';

const STORE_TYPES_LIST = 'seller-store-types';

/** Step 2 'Business Information'. Store Type is free text, with common kinds of shop suggested. */
export function BusinessStep({ form, disabled }: { form: SellerForm; disabled: boolean }) {
  return (
    <div className="grid gap-x-4 gap-y-1 md:grid-cols-2">
      <TextField
        form={form}
        name="businessname"
        label={SELLER_TEXTS.businessname}
        autoComplete="organization"
        disabled={disabled}
      />
      <TextField
        form={form}
        name="storetype"
        label={SELLER_TEXTS.storetype}
        placeholder={SELLER_TEXTS.storetypePlaceholder}
        list={STORE_TYPES_LIST}
        autoComplete="off"
        disabled={disabled}
      />
      <datalist id={STORE_TYPES_LIST}>
        {storeTypeSuggestions().map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <TextField
        form={form}
        name="businesslocation"
        label={SELLER_TEXTS.businesslocation}
        disabled={disabled}
      />
      <TextField
        form={form}
        name="businesslandmark"
        label={SELLER_TEXTS.businesslandmark}
        optional
        disabled={disabled}
      />
      <TextField
        form={form}
        name="description"
        label={SELLER_TEXTS.description}
        optional
        multiline
        placeholder={SELLER_TEXTS.descriptionPlaceholder}
        disabled={disabled}
        className="md:col-span-2"
      />
    </div>
  );
}
