import { useState } from 'react';
import { dateTimeInputValue } from '@shop/i18n';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorCodes, isApiError, type OrderTransition } from '@shop/api-client';
import { applyApiError, type ApiErrorMapping, type FormFailure } from '@shop/forms';

/** What every step's form is given: the order it moves, and what to do with the step. */
export interface TransitionFormProps<Order> {
  order: Order;
  /** Records the step (POST /staff/orders/{id}/transitions); rejects with the API's error. */
  submit: (transition: OrderTransition) => Promise<unknown>;
  /** The step was recorded: the dialog closes. */
  onDone: () => void;
  /** Someone else moved the order first (409): the page reads it again. */
  onConflict: () => void;
  /** The id the dialog's submit button names (the button sits in the dialog's footer). */
  formId: string;
}

/**
 * Sends a step and puts a refusal where staff look for it: a detail on its field, anything else
 * (the order moved on meanwhile, a store the member may not act in) as the form's message.
 */
export function useTransitionSubmit<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  {
    submit,
    onDone,
    onConflict,
  }: Pick<TransitionFormProps<unknown>, 'submit' | 'onDone' | 'onConflict'>,
  fields: ApiErrorMapping<T>['fields'],
) {
  const [failure, setFailure] = useState<FormFailure>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async (transition: OrderTransition) => {
    setFailure(null);
    setRefusal(null);
    try {
      await submit(transition);
      onDone();
    } catch (error) {
      if (isApiError(error)) {
        setRefusal(error.code);
        if (error.code === errorCodes.transitionNotAllowed) onConflict();
      }
      setFailure(applyApiError(error, form.setError, { fields }));
    }
  };
  return { failure, refusal, send };
}

/**
 * A decimal number as staff type it (12,5 or 12.5); undefined when empty, so the contract says
 * the field is required, and 0 when it is no number, which the contract's "greater than 0" names.
 */
export function decimalOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

/** A datetime-local value as the ISO moment the contract takes, or the text itself when invalid. */
function isoOf(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/**
 * A moment field that starts at now. The input shows minutes only: left as it is, it sends the
 * moment of sending, so a payment recorded in the minute the order was placed is not dated
 * before it.
 */
export function useMomentField() {
  const [shown] = useState(() => dateTimeInputValue(new Date()));
  return {
    defaultValue: shown,
    isoOf: (local: string) => (local === shown ? new Date().toISOString() : isoOf(local)),
  };
}
