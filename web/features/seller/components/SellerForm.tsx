import { ChevronLeft, ChevronRight, LoaderCircle, Send } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import {
  SELLER_MESSAGES,
  SELLER_STEP_COUNT,
  type SellerApplication,
  type SellerApplicationSummary,
} from '../../../../contract/seller.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { notifyError } from '../../../lib/notify.ts';
import {
  EMPTY_SELLER_FORM,
  isFileField,
  type SellerField,
  type SellerFormValues,
  STEP_FIELDS,
  type Step,
  sellerResolver,
  stepOf,
} from '../seller-form.ts';
import { SELLER_TEXTS, sellerSays, stepTitle } from '../seller-texts.ts';
import { useSellerFiles } from '../use-seller-files.ts';
import { type FieldError, useSubmitApplication } from '../use-submit-application.ts';
import { BusinessStep } from './BusinessStep.tsx';
import { DocumentsStep } from './DocumentsStep.tsx';
import { PersonalStep } from './PersonalStep.tsx';
import { StepProgress } from './StepProgress.tsx';

/**
 * The three-step application (rules/accounts §2 "Become a Seller", §4 "Seller form", §5 "Seller"). Next
 * checks only the shown step's fields; Previous goes back unchecked; Submit Application on step 3
 * checks everything (and the store logo). On success the form is emptied and back on step 1.
 */
export function SellerForm({
  onSubmitted,
}: {
  onSubmitted?: (application: SellerApplicationSummary | null) => void;
}) {
  const [resolver] = useState(sellerResolver);
  const form = useForm<SellerFormValues, unknown, SellerApplication>({
    resolver,
    defaultValues: EMPTY_SELLER_FORM,
    // Each field is checked when left, then on every change; Next checks the whole step.
    mode: 'onTouched',
  });
  const uploads = useSellerFiles();
  const { submit, submitting } = useSubmitApplication();
  const [step, setStep] = useState<Step>(1);
  const moved = useRef(false);
  // Each step has its own heading (keyed by the step); a newly shown one takes the focus after Next or
  // Previous, so keyboard and screen-reader users follow. Stable, so it runs only when one mounts.
  const focusHeading = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && moved.current) heading.focus();
  }, []);

  function goTo(next: Step) {
    moved.current = true;
    setStep(next);
  }

  async function next() {
    const valid = await form.trigger(STEP_FIELDS[step - 1], { shouldFocus: true });
    if (valid && step < SELLER_STEP_COUNT) goTo((step + 1) as Step);
  }

  /** Puts the server's messages on their fields and shows the first step that has one. */
  function showServerErrors(errors: FieldError[]) {
    let first: Step | undefined;
    for (const { field, msg } of errors) {
      const at = stepOf(field);
      if (!at) continue;
      if (isFileField(field)) uploads.setError(field, msg);
      else form.setError(field as SellerField, { type: 'server', message: msg });
      if (!first || at < first) first = at;
    }
    if (first && first !== step) goTo(first);
  }

  const onValid = async (application: SellerApplication) => {
    if (!uploads.checkRequired()) {
      notifyError(sellerSays(SELLER_MESSAGES.fixFields), 'account');
      return;
    }
    const outcome = await submit(application, uploads.files);
    if (outcome.status === 'submitted') {
      form.reset(EMPTY_SELLER_FORM);
      uploads.clear();
      moved.current = false;
      setStep(1);
      onSubmitted?.(outcome.application);
      return;
    }
    showServerErrors(outcome.fieldErrors);
  };

  const onInvalid = (errors: FieldErrors<SellerFormValues>) => {
    uploads.checkRequired();
    notifyError(sellerSays(SELLER_MESSAGES.fixFields), 'account');
    // Steps 1 and 2 were checked on the way; if one still has a problem, show that step.
    const wrong = Object.keys(errors)
      .map(stepOf)
      .filter((at): at is Step => at !== undefined);
    const first = Math.min(...wrong);
    if (Number.isFinite(first) && first < step) goTo(first as Step);
  };

  return (
    <form
      noValidate
      aria-labelledby="seller-step-heading"
      onSubmit={(event) => {
        // Enter in a field of steps 1 and 2 means Next; only step 3 submits.
        if (step < SELLER_STEP_COUNT) {
          event.preventDefault();
          void next();
          return;
        }
        void form.handleSubmit(onValid, onInvalid)(event);
      }}
      className="rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60 md:p-8"
    >
      <StepProgress step={step} />
      <h2
        key={step}
        id="seller-step-heading"
        ref={focusHeading}
        tabIndex={-1}
        className="mb-4 font-display text-xl font-extrabold text-ink focus:outline-none md:text-2xl"
      >
        {stepTitle(step - 1)}
      </h2>

      {step === 1 ? <PersonalStep form={form} disabled={submitting} /> : null}
      {step === 2 ? <BusinessStep form={form} disabled={submitting} /> : null}
      {step === 3 ? <DocumentsStep form={form} uploads={uploads} disabled={submitting} /> : null}

      <div className="mt-6 flex items-center justify-between gap-3">
        {step > 1 ? (
          <button
            key="previous"
            type="button"
            onClick={() => goTo((step - 1) as Step)}
            disabled={submitting}
            className={buttonStyles.secondary}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
            {SELLER_TEXTS.previous}
          </button>
        ) : (
          <span />
        )}
        {step < SELLER_STEP_COUNT ? (
          <button key="next" type="button" onClick={() => void next()} className={buttonStyles.primary}>
            {SELLER_TEXTS.next}
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        ) : (
          <button key="submit" type="submit" disabled={submitting} className={buttonStyles.primary}>
            {submitting ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Send className="size-4" aria-hidden="true" />
            )}
            {submitting ? SELLER_TEXTS.submitting : SELLER_TEXTS.submit}
          </button>
        )}
      </div>
    </form>
  );
}
