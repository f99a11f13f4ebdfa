import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ADDRESS_STATES, type AddressInput } from '../../../contract/address.ts';
import { PINCODE_PATTERN } from '../../../contract/delivery.ts';
import { formatRupees } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import type { AddressFormValues } from './address-form.ts';
import { ADDRESS_SAYS, codUpToText } from './address-texts.ts';
import { lookupPincode } from './api/lookup-pincode.ts';

// Verify (rules/accounts §2 "Addresses", §4 "Address form", §8 "Pincode"): a found pincode fills city and
// state and locks them until the pincode changes; an unknown one or a failed lookup is said on the
// field and in a toast.

export interface PincodeVerify {
  /** City and state came from the verified pincode and are read-only. */
  locked: boolean;
  checking: boolean;
  /**
   * What the last Verify found wrong, until the pincode changes. Kept apart from the form's own
   * errors: those are worked out again from the rules when the field is left, and by the rules an
   * unknown pincode is well-formed.
   */
  problem: string | null;
  /**
   * What the verified pincode means for ordering (decision 020): null where the shop delivers with no
   * limit; the cash limit of a remote zone; or that the shop does not deliver there yet (the address
   * may still be saved, and the checkout will not let it be chosen).
   */
  service: { tone: 'warning' | 'info'; text: string } | null;
  verify: () => Promise<void>;
  /** Called with every new pincode value: a different pincode unlocks city and state. */
  pincodeChanged: (pincode: string) => void;
  /** Forgets the verification (the form was reset). */
  reset: () => void;
}

export function usePincodeVerify(
  form: UseFormReturn<AddressFormValues, unknown, AddressInput>,
): PincodeVerify {
  const [verifiedPin, setVerifiedPin] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [service, setService] = useState<PincodeVerify['service']>(null);
  // The pincode whose lookup is on its way; an answer for any other is dropped.
  const asked = useRef<string | null>(null);

  function fail(message: string) {
    setProblem(message);
    form.setFocus('pincode');
    notifyError(message, 'account');
  }

  async function verify() {
    const pincode = form.getValues('pincode');
    if (!PINCODE_PATTERN.test(pincode)) {
      fail(ADDRESS_SAYS.pincodeInvalidOnVerify);
      return;
    }
    asked.current = pincode;
    setChecking(true);
    const outcome = await lookupPincode(pincode);
    if (asked.current !== pincode) return;
    asked.current = null;
    setChecking(false);

    if (outcome.status === 'found') {
      const { district, state } = outcome.place;
      const options = { shouldValidate: true, shouldDirty: true } as const;
      form.setValue('city', district, options);
      form.setValue('state', state, options);
      setProblem(null);
      // A place outside the state list (never in the shop's table) stays editable so it can be fixed.
      setVerifiedPin(ADDRESS_STATES.includes(state) ? pincode : null);
      const { serviceable, codLimit } = outcome.place;
      if (!serviceable) {
        // One answer everywhere: the product page's Check Delivery says the same for this pincode.
        setService({ tone: 'warning', text: ADDRESS_SAYS.notServiceable });
        notifyError(ADDRESS_SAYS.notServiceable, 'account');
        return;
      }
      setService(codLimit !== null ? { tone: 'info', text: codUpToText(formatRupees(codLimit)) } : null);
      notifySuccess(ADDRESS_SAYS.pincodeVerified, 'account');
    } else {
      setVerifiedPin(null);
      setService(null);
      fail(outcome.status === 'unknown' ? ADDRESS_SAYS.pincodeUnknown : ADDRESS_SAYS.pincodeVerifyFailed);
    }
  }

  function pincodeChanged(pincode: string) {
    if (verifiedPin !== null && pincode !== verifiedPin) {
      setVerifiedPin(null);
      setService(null);
    }
    if (asked.current !== null && pincode !== asked.current) {
      asked.current = null;
      setChecking(false);
    }
    setProblem(null);
  }

  function reset() {
    asked.current = null;
    setChecking(false);
    setVerifiedPin(null);
    setProblem(null);
    setService(null);
  }

  return { locked: verifiedPin !== null, checking, problem, service, verify, pincodeChanged, reset };
}
