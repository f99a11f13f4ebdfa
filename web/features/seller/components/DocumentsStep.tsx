import {
  SELLER_IMAGE_TYPES,
  SELLER_LICENSE_EXTENSIONS,
  SELLER_LICENSE_TYPES,
} from '../../../../contract/seller.ts';
import { SELLER_TEXTS, selectedImages, selectedPages } from '../seller-texts.ts';
import type { SellerFilesState } from '../use-seller-files.ts';
import { FilePicker } from './FilePicker.tsx';
import { type SellerForm, TextField } from './TextField.tsx';

const IMAGES = SELLER_IMAGE_TYPES.join(',');
const DOCUMENTS = [...SELLER_LICENSE_EXTENSIONS, ...SELLER_LICENSE_TYPES].join(',');

const upper = (raw: string) => raw.toUpperCase();

/** Step 3 'Financial & Documents': where to pay the seller, the GST number and the uploads. */
export function DocumentsStep({
  form,
  uploads,
  disabled,
}: {
  form: SellerForm;
  uploads: SellerFilesState;
  disabled: boolean;
}) {
  const { files, errors, pick, remove } = uploads;
  return (
    <div className="grid gap-x-4 gap-y-1 md:grid-cols-2">
      <TextField form={form} name="bankDetails.bankName" label={SELLER_TEXTS.bankName} disabled={disabled} />
      <TextField
        form={form}
        name="bankDetails.accountNumber"
        label={SELLER_TEXTS.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
      />
      <TextField
        form={form}
        name="bankDetails.accountHolderName"
        label={SELLER_TEXTS.accountHolderName}
        autoComplete="name"
        disabled={disabled}
      />
      <TextField
        form={form}
        name="bankDetails.ifscCode"
        label={SELLER_TEXTS.ifscCode}
        autoComplete="off"
        clean={upper}
        disabled={disabled}
      />
      <TextField
        form={form}
        name="gstNumber"
        label={SELLER_TEXTS.gstNumber}
        optional
        autoComplete="off"
        clean={upper}
        disabled={disabled}
        className="md:col-span-2"
      />
      <div className="md:col-span-2 grid gap-x-4 gap-y-1 md:grid-cols-2">
        <FilePicker
          label={SELLER_TEXTS.storelogo}
          hint={SELLER_TEXTS.storelogoHint}
          accept={IMAGES}
          show="image"
          files={files.storelogo ? [files.storelogo] : []}
          error={errors.storelogo}
          disabled={disabled}
          onPick={(picked) => pick('storelogo', picked)}
          onRemove={() => remove('storelogo')}
        />
        <FilePicker
          label={SELLER_TEXTS.license}
          hint={SELLER_TEXTS.licenseHint}
          optional
          accept={DOCUMENTS}
          show="name"
          files={files.license ? [files.license] : []}
          error={errors.license}
          disabled={disabled}
          onPick={(picked) => pick('license', picked)}
          onRemove={() => remove('license')}
        />
        <FilePicker
          label={SELLER_TEXTS.images}
          hint={SELLER_TEXTS.imagesHint}
          accept={IMAGES}
          multiple
          show="image"
          files={files.images}
          countLabel={selectedImages}
          error={errors.images}
          disabled={disabled}
          onPick={(picked) => pick('images', picked)}
          onRemove={(index) => remove('images', index)}
        />
        <FilePicker
          label={SELLER_TEXTS.passbookImage}
          hint={SELLER_TEXTS.passbookHint}
          optional
          accept={IMAGES}
          multiple
          show="image"
          files={files.passbookImage}
          countLabel={selectedPages}
          error={errors.passbookImage}
          disabled={disabled}
          onPick={(picked) => pick('passbookImage', picked)}
          onRemove={(index) => remove('passbookImage', index)}
        />
      </div>
    </div>
  );
}
