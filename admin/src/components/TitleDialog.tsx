import { Dialog } from '@alliance/widget/components/Dialog.tsx';
import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, type RefObject, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { applyServerError } from '../lib/forms.ts';
import { Field, FormMessage } from './Field.tsx';

export interface TitleDialogProps<F extends string, Body> {
  title: string;
  intro?: ReactNode;
  /** The form's one field, named as in the body and in the server's answers (`title`, `name`). */
  field: F;
  label: string;
  hint?: string;
  initial: string;
  /** The body's shared schema: the field's rules, its messages. */
  schema: ZodType<Body, Record<F, string | null>>;
  submitLabel: string;
  /** Sends the body; a refusal is shown in the dialog, which stays open. */
  save(body: Body): Promise<unknown>;
  onClose(): void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A dialog of one text field, a title or a name: a new portfolio's or venue's, a video's. The
 * server's refusal of the field goes next to it, any other in the form's message.
 */
export function TitleDialog<F extends string, Body>(props: TitleDialogProps<F, Body>) {
  const { t } = useTranslation('admin');
  const [failure, setFailure] = useState<string | null>(null);
  // The field's name is a prop: the form knows it as a string key.
  const form = useForm<Record<string, string | null>, unknown, Body>({
    resolver: zodResolver(props.schema) as Resolver<Record<string, string | null>, unknown, Body>,
    defaultValues: { [props.field]: props.initial },
  });
  const { field } = props;
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await props.save(body);
    } catch (error) {
      setFailure(applyServerError(error, [field], form.setError, t));
    }
  });
  return (
    <Dialog title={props.title} onClose={props.onClose} returnFocusTo={props.returnFocusTo}>
      <form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        {props.intro}
        <Field
          label={props.label}
          hint={props.hint}
          autoComplete="off"
          error={errors[field]?.message}
          {...form.register(field)}
        />
        <FormMessage text={failure} />
        <div className="actions">
          <button type="submit" className="primary" disabled={isSubmitting}>
            {props.submitLabel}
          </button>
          <button type="button" onClick={props.onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
