import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ADDRESS_TEXTS } from '../address-texts.ts';
import { AddressForm } from './AddressForm.tsx';

/**
 * 'Add New Shipping Address', which opens the add form in place; saving or Cancel closes it again.
 * With `chooseAdded` (the address selection screen) a saved address becomes the chosen one.
 */
export function AddAddressSection({ chooseAdded = false }: { chooseAdded?: boolean }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    // The form goes away under the focus; the button that opened it takes it back.
    toggleRef.current?.focus();
  }

  return (
    <div className="space-y-4">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((was) => !was)}
        className={`${buttonStyles.secondary} w-full border-dashed sm:w-auto`}
      >
        <Plus className={`size-4 transition-transform ${open ? 'rotate-45' : ''}`} aria-hidden="true" />
        {ADDRESS_TEXTS.addNew}
      </button>
      <div id={formId}>
        {open ? <AddressForm onAdded={close} onCancel={close} chooseAdded={chooseAdded} /> : null}
      </div>
    </div>
  );
}
