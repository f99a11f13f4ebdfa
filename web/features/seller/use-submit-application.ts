import type { FieldError } from '../../../contract/api.ts';
import {
  SELLER_MESSAGES,
  type SellerApplication,
  type SellerApplicationSummary,
} from '../../../contract/seller.ts';
import { unwrap } from '../../lib/api.ts';
import { failureText, fieldErrors } from '../../lib/failure.ts';
import { dismissToast, notifyError, notifyLoading, notifySuccess } from '../../lib/notify.ts';
import { useAccountAction } from '../../lib/use-account-action.ts';
import { readApplication, submitSellerApplication } from './api/application.ts';
import { type SellerFiles, toFormData } from './seller-form.ts';
import { sellerSays } from './seller-texts.ts';

export type { FieldError };

export type SubmitOutcome =
  | { status: 'submitted'; application: SellerApplicationSummary | null }
  | { status: 'failed'; fieldErrors: FieldError[] };

interface Submission {
  application: SellerApplication;
  files: SellerFiles;
}

/**
 * Sends the application (rules/accounts §4, §8, §9): a loading toast 'Submitting your application...' that
 * becomes 'Application submitted successfully!' or the server's message (else 'Error submitting
 * application. Please try again.'), shown 5 s either way; a lost session takes it away.
 */
export function useSubmitApplication() {
  const action = useAccountAction({
    mutationFn: ({ application, files }: Submission) =>
      unwrap(submitSellerApplication(toFormData(application, files))),
    onMutate: () => ({ toast: notifyLoading(sellerSays(SELLER_MESSAGES.submitting)) }),
    onSuccess: (_answer, _submission, shown) =>
      notifySuccess(sellerSays(SELLER_MESSAGES.submitted), 'seller', { id: shown.toast }),
    onError: (error, _submission, shown) =>
      notifyError(sellerSays(failureText(error, { failed: SELLER_MESSAGES.submitError })), 'seller', {
        id: shown?.toast,
      }),
    onSessionLost: (_error, _submission, shown) => {
      if (shown) dismissToast(shown.toast);
    },
  });

  /** The outcome for the form: the saved application, or the server's messages for its fields. */
  async function submit(application: SellerApplication, files: SellerFiles): Promise<SubmitOutcome> {
    try {
      const answer = await action.mutateAsync({ application, files });
      return { status: 'submitted', application: readApplication(answer?.application) };
    } catch (error) {
      // Already said by the action's toast (or ended as a lost session).
      return { status: 'failed', fieldErrors: fieldErrors(error) };
    }
  }

  return { submit, submitting: action.isPending };
}
