import { toLocale } from '@alliance/shared/locale';
import type { Project } from '@alliance/shared/projects';
import { type ComponentType, type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../api/client.ts';
import { useWidget, useWidgetState } from '../../../context.tsx';
import { errorText } from '../../../errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { saveProject } from '../../api/projects.ts';
import {
  type Field,
  firstInvalidStep,
  firstPickableDay,
  STEP_COUNT,
  STEP_OF,
  type Step,
  toSaveBody,
  validateStep,
} from './draft.ts';
import css from './newProject.css?inline';
import { ProviderBanner, useProvider } from './ProviderBanner.tsx';
import { type JustSaved, SavedView } from './SavedView.tsx';
import { SaveSignIn } from './SaveSignIn.tsx';
import { BudgetStep, DateStep, EventStep, MessageStep, PlaceStep, type StepProps } from './Steps.tsx';
import { sendRequest } from './send.ts';
import { useDraft } from './useDraft.ts';
import { useLists } from './useLists.ts';

const STEPS: Record<Step, ComponentType<StepProps>> = {
  1: EventStep,
  2: DateStep,
  3: PlaceStep,
  4: BudgetStep,
  5: MessageStep,
};

/** A field's problem: an i18n key found here, or the server's own (already translated) message. */
type Problem = { key: string } | { text: string };
type Problems = Partial<Record<Field, Problem>>;

interface NewProjectPageProps {
  providerId: number | null;
  /** The project is saved (the app then shows `saved` at `/projects/{id}`, where this page sends the couple). */
  onSaved?(saved: JustSaved): void;
}

/**
 * Project creation (issue 6): five short steps, answers kept across steps and reloads, each step
 * checked before the next. With `providerId`, that provider is shown throughout and receives the
 * request once the project is saved, never before; then come the suggestions. A signed-out couple
 * answers every step first; the phone is asked for at the save (issue 3), then the save goes on.
 */
export function NewProjectPage({ providerId, onSaved }: NewProjectPageProps) {
  const { t, i18n } = useTranslation('newProject');
  const { api } = useWidget();
  const [, navigate] = useLocation();
  const user = useWidgetState((state) => state.user);
  const signedIn = useWidgetState((state) => state.screen === 'presentation');
  // The answers are complete and the couple is proving their phone: signed in, the save goes on.
  const [signingIn, setSigningIn] = useState(false);
  const lists = useLists();
  const provider = useProvider(providerId);
  const { draft, update, restored, finish, restart } = useDraft(toLocale(user?.locale) ?? toLocale(i18n.language) ?? 'fr');
  const [problems, setProblems] = useState<Problems>({});
  const [focusProblem, setFocusProblem] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState<JustSaved | null>(null);
  const [showRestored, setShowRestored] = useState(restored);
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = useRef<HTMLDivElement>(null);
  const shownStep = useRef(draft.step);

  const step = draft.step;
  const sendsTo = providerId !== null && provider.status !== 'missing' ? providerId : null;
  const providerName = provider.provider?.name ?? (sendsTo ? t('provider.fallbackName') : null);

  // Focus follows the step: its heading, so the new questions are read from the top.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  // After a refused step: the first field with a problem (a group's first choice).
  useEffect(() => {
    if (!focusProblem) return;
    const invalid = fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('fieldset')
      ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input'))
      : invalid;
    target?.focus();
  }, [focusProblem]);

  const edit = (patch: Parameters<typeof update>[0]) => {
    update(patch);
    setProblems((current) => {
      const rest = { ...current };
      for (const key of Object.keys(patch)) delete rest[key as Field];
      return rest;
    });
  };

  const refuse = (found: Problems, at: Step) => {
    setProblems(found);
    if (at !== step) update({ step: at });
    setFocusProblem((n) => n + 1);
  };

  const checked = (at: Step): Problems => {
    const keys = validateStep(at, draft, { messageRequired: sendsTo !== null });
    return Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, { key }]));
  };

  const save = async () => {
    // Every step again: a restored draft or a night passed can make an earlier answer wrong.
    const earlier = firstInvalidStep(draft, STEP_COUNT) ?? STEP_COUNT;
    const found = checked(earlier);
    if (Object.keys(found).length) return refuse(found, earlier);
    if (!signedIn) return setSigningIn(true);
    setSaving(true);
    setSaveError(null);
    const known = lists.lists.languages?.map((language) => language.iso);
    let project: Project;
    try {
      project = (await saveProject(api, toSaveBody(draft, known))).project;
    } catch (failure) {
      setSaving(false);
      const byField = failure instanceof ApiError && failure.status === 400 ? (failure.body?.fields ?? {}) : {};
      const onFields = Object.entries(byField).flatMap(([path, text]) => {
        const field = path.split('.')[0] as Field;
        return Object.hasOwn(STEP_OF, field) ? [[field, { text }] as const] : [];
      });
      if (onFields.length === 0) return setSaveError(t('errors.save', { error: errorText(failure, t) }));
      const at = Math.min(...onFields.map(([field]) => STEP_OF[field])) as Step;
      return refuse(Object.fromEntries(onFields.filter(([field]) => STEP_OF[field] === at)), at);
    }
    finish();
    const done: JustSaved = {
      project,
      send: await sendRequest(api, t, project.id, sendsTo),
      providerId: sendsTo,
      providerName,
    };
    onSaved?.(done);
    setSaved(done);
    // The project has its address now: a reload or a shared link opens it, not an empty form.
    navigate(`/projects/${project.id}`, { replace: true });
  };

  // The phone proved (and the couple registered if new): the save they asked for goes on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the sign-in ends
  useEffect(() => {
    if (!signingIn || !signedIn) return;
    setSigningIn(false);
    void save();
  }, [signingIn, signedIn]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (step === STEP_COUNT) return void save();
    const found = checked(step);
    if (Object.keys(found).length) return refuse(found, step);
    setProblems({});
    update({ step: (step + 1) as Step });
  };

  const back = () => {
    setProblems({});
    update({ step: (step - 1) as Step });
  };

  if (saved) {
    return (
      <div className="np">
        <style>{css}</style>
        <SavedView saved={saved} />
      </div>
    );
  }

  const errors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      'key' in problem ? t(problem.key, { name: providerName ?? '' }) : problem.text,
    ]),
  ) as StepProps['errors'];
  const StepFields = STEPS[step];
  const progress = t('progress.text', { step, total: STEP_COUNT });

  return (
    <div className="np">
      <style>{css}</style>
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      {showRestored && (
        <p className="np-restored">
          {t('restored.text')}{' '}
          <button
            type="button"
            className="link"
            onClick={() => {
              restart();
              setProblems({});
              setShowRestored(false);
            }}
          >
            {t('restored.restart')}
          </button>
        </p>
      )}
      <ProviderBanner state={provider} />
      <div className="np-progress">
        <p id="np-progress-text">{progress}</p>
        <div
          role="progressbar"
          aria-labelledby="np-progress-text"
          aria-valuemin={1}
          aria-valuemax={STEP_COUNT}
          aria-valuenow={step}
          aria-valuetext={progress}
          className="np-progress-bar"
        >
          <span style={{ width: `${(step / STEP_COUNT) * 100}%` }} />
        </div>
      </div>
      {signingIn ? (
        <SaveSignIn onBack={() => setSigningIn(false)} />
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <h2 ref={heading} tabIndex={-1} aria-describedby="np-progress-text">
            {t(`steps.${step}`)}
          </h2>
          <div ref={fields}>
            <StepFields
              draft={draft}
              update={edit}
              errors={errors}
              lists={lists}
              minDate={firstPickableDay()}
              providerName={sendsTo ? providerName : null}
            />
          </div>
          <div role="alert">{saveError && <p className="error">{saveError}</p>}</div>
          <div className="actions np-nav">
            {step > 1 && (
              <button type="button" onClick={back}>
                {t('back')}
              </button>
            )}
            <button type="submit" className="primary" disabled={saving}>
              {step < STEP_COUNT ? t('next') : saving ? t('saving') : t('save')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
