import { useState } from 'react';
import { toast } from 'sonner';
import {
  SELLER_MESSAGES,
  SELLER_TOAST_MS,
  type SellerApplication,
  type SellerApplicationSummary,
} from '../../../contract/seller.ts';
import type { ApiErrorBody } from '../../lib/api.ts';
import { isServerRefusal } from '../../lib/profile.ts';
import { useSessionExpiry } from '../../lib/session-expiry.ts';
import { readApplication, submitSellerApplication } from './api/application.ts';
import { type SellerFiles, toFormData } from './seller-form.ts';

export type FieldError = { field: string; msg: string };

export type SubmitOutcome =
  | { status: 'submitted'; application: SellerApplicationSummary | null }
  | { status: 'failed'; fieldErrors: FieldError[] };

/**
 * Sends the application (accounts §4, §8, §9): a loading toast 'Submitting your application...' that
 * becomes 'Application submitted successfully!' or the server's message (else 'Error submitting
 * application. Please try again.'), shown 5 s either way.
 */
export function useSubmitApplication() {
  const [submitting, setSubmitting] = useState(false);
  const expire = useSessionExpiry();

  async function submit(application: SellerApplication, files: SellerFiles): Promise<SubmitOutcome> {
    setSubmitting(true);
    const id = toast.loading(SELLER_MESSAGES.submitting);
    const result = await submitSellerApplication(toFormData(application, files));
    setSubmitting(false);

    if (result.success && result.data?.success !== false) {
      toast.success(SELLER_MESSAGES.submitted, { id, duration: SELLER_TOAST_MS });
      return { status: 'submitted', application: readApplication(result.data?.application) };
    }
    const error: ApiErrorBody = result.success
      ? { success: false, message: result.data?.message || SELLER_MESSAGES.submitError }
      : result.error;
    if (!result.success && expire(result)) {
      toast.dismiss(id);
      return { status: 'failed', fieldErrors: [] };
    }
    const refusal = isServerRefusal(error);
    const message = refusal && error.message ? error.message : SELLER_MESSAGES.submitError;
    toast.error(message, { id, duration: SELLER_TOAST_MS });
    return { status: 'failed', fieldErrors: refusal && Array.isArray(error.errors) ? error.errors : [] };
  }

  return { submit, submitting };
}
