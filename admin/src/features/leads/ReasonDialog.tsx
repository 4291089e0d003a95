import { Dialog } from '@alliance/widget/components/Dialog.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, type RefObject, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormMessage, GroupError } from '../../components/Field.tsx';
import { errorText } from '../../lib/errors.ts';

export interface ReasonDialogProps<R extends string> {
  title: string;
  /** What happens next (the couple is told, the refund rule…). */
  intro: ReactNode;
  legend: string;
  reasons: readonly R[];
  label(reason: R): string;
  /** The shared body schema (`rejectBodySchema`, `reportBodySchema`): its message names a missing choice. */
  schema: z.ZodType<{ reason: string }, { reason: string }>;
  submitLabel: string;
  send(body: { reason: R }): Promise<unknown>;
  onClose(): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A reason picked from a list of radio buttons, then confirmed (decline, report). */
export function ReasonDialog<R extends string>(props: ReasonDialogProps<R>) {
  const { t } = useTranslation('leads');
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ reason: string }>({ resolver: zodResolver(props.schema) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      // The schema accepts only the listed reasons.
      await props.send(body as { reason: R });
    } catch (error) {
      setFailure(errorText(error, t));
    }
  });
  const errorId = `${id}-error`;
  return (
    <Dialog title={props.title} onClose={props.onClose} returnFocusTo={props.returnFocusTo}>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <div className="dialog-intro">{props.intro}</div>
        <fieldset aria-describedby={errors.reason ? errorId : undefined}>
          <legend>{props.legend}</legend>
          <div className="reasons">
            {props.reasons.map((reason) => (
              <label key={reason} className="reason">
                <input type="radio" value={reason} {...form.register('reason')} /> {props.label(reason)}
              </label>
            ))}
          </div>
          <GroupError id={errorId} error={errors.reason?.message} />
        </fieldset>
        <FormMessage text={failure} />
        <div className="actions">
          <button type="submit" className="primary" disabled={isSubmitting}>
            {props.submitLabel}
          </button>
          <button type="button" onClick={props.onClose}>
            {t('admin:cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
