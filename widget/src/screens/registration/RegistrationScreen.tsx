import { COUNTRY_CODES, type CountryCode } from '@alliance/shared/countries';
import { toLocale } from '@alliance/shared/locale';
import type { Locality } from '@alliance/shared/locality';
import type { Registration } from '@alliance/shared/registration';
import { isValidEmail, isValidName } from '@alliance/shared/registration-rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { CityAutocomplete } from '../../components/CityAutocomplete.tsx';
import { useWidget, useWidgetState } from '../../context.tsx';
import { errorText } from '../../errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import css from './registration.css?inline';

type Field = 'email' | 'lastname' | 'firstname' | 'city' | 'terms';
/** In the order of the form: focus goes to the first invalid one. */
const FIELDS: Field[] = ['email', 'lastname', 'firstname', 'city', 'terms'];

interface Values {
  email: string;
  lastname: string;
  firstname: string;
  city: Locality | null;
  terms: boolean;
}

const servedCountry = (code: string): CountryCode | undefined => COUNTRY_CODES.find((served) => served === code);

/** Spec §5: the i18n key of what is wrong with a field, or undefined. */
function problem(field: Field, values: Values): string | undefined {
  switch (field) {
    case 'email':
      return isValidEmail(values.email) ? undefined : 'shared:validation.emailInvalid';
    case 'lastname':
      return isValidName(values.lastname) ? undefined : 'shared:validation.lastnameInvalid';
    case 'firstname':
      return isValidName(values.firstname) ? undefined : 'shared:validation.firstnameInvalid';
    case 'city':
      if (!values.city) return 'shared:validation.cityInvalid';
      return servedCountry(values.city.countryCode) ? undefined : 'shared:validation.countryInvalid';
    case 'terms':
      return values.terms ? undefined : 'shared:validation.termsRequired';
  }
}

// The server names payload keys; the city's parts all belong to the city field.
const FIELD_OF_KEY: Record<string, Field> = {
  email: 'email',
  lastname: 'lastname',
  firstname: 'firstname',
  city: 'city',
  zipCode: 'city',
  country: 'city',
  latitude: 'city',
  longitude: 'city',
  termsAccepted: 'terms',
};

type Problems = Partial<Record<Field, string>>;

/** Spec §2 item 2: the profile a couple completes once the phone is proved, then presentation. */
export function RegistrationScreen() {
  const { t, i18n } = useTranslation('registration');
  const { config, calls, store } = useWidget();
  const phone = useWidgetState((state) => state.phone);
  const uid = useId();
  const [values, setValues] = useState<Values>({ email: '', lastname: '', firstname: '', city: null, terms: false });
  /** Rule breaks as i18n keys (translated when shown, so a language switch follows). */
  const [problems, setProblems] = useState<Problems>({});
  /** The server's own (translated) messages by field, until the field changes. */
  const [serverProblems, setServerProblems] = useState<Problems>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const inputRef = (field: Field) => (node: HTMLInputElement | null) => {
    inputs.current[field] = node;
  };
  // The autocomplete reports its choice and then its blur in one go: the blur must see the choice.
  const latest = useRef(values);

  // After the render that shows the messages: the field is read out with its error.
  useEffect(() => {
    if (focusRequest) inputs.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const check = (field: Field, next: Values) => setProblems((shown) => ({ ...shown, [field]: problem(field, next) }));

  const update = <F extends Field>(field: F, value: Values[F]) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    setServerProblems((shown) => ({ ...shown, [field]: undefined }));
    // Once left (or once a message shows), the field is checked as it changes, so a message goes as soon as
    // it is right; a city being retyped has no value yet and is judged when left.
    const retyping = field === 'city' && value === null;
    if ((touched[field] || problems[field]) && !retyping) check(field, next);
  };

  const leave = (field: Field) => {
    setTouched((shown) => ({ ...shown, [field]: true }));
    check(field, latest.current);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const values = latest.current;
    const found: Problems = Object.fromEntries(FIELDS.map((field) => [field, problem(field, values)]));
    setProblems(found);
    setServerProblems({});
    setFailure(null);
    const first = FIELDS.find((field) => found[field]);
    const city = values.city;
    const country = city && servedCountry(city.countryCode);
    if (first || !city || !country) {
      setFocusRequest({ field: first ?? 'city' });
      return;
    }
    const registration: Registration = {
      email: values.email.trim(),
      lastname: values.lastname.trim(),
      firstname: values.firstname.trim(),
      phone: phone ?? '',
      city: city.city,
      zipCode: city.zipCode,
      country,
      latitude: city.latitude,
      longitude: city.longitude,
      locale: toLocale(i18n.language) ?? 'fr',
      termsAccepted: true,
    };
    setSending(true);
    try {
      const answer = await calls.account.register(registration);
      store.getState().signedIn(answer.user);
    } catch (error) {
      const byField: Problems = {};
      for (const [key, message] of Object.entries((error instanceof ApiError && error.body?.fields) || {})) {
        const field = FIELD_OF_KEY[key];
        if (field) byField[field] ??= message;
      }
      setServerProblems(byField);
      // Issue 7: said once, next to its field when it has one, else above the form.
      setFailure(Object.keys(byField).length ? null : t('requestFailed', { message: errorText(error, t) }));
      setSending(false);
    }
  };

  const shown = (field: Field): string | undefined => {
    const key = problems[field];
    return key ? t(key) : serverProblems[field];
  };
  const id = (field: Field) => `${uid}-${field}`;
  const errorProps = (field: Field) =>
    shown(field) ? { 'aria-invalid': true as const, 'aria-describedby': `${id(field)}-error` } : {};
  const fieldError = (field: Field) => {
    const text = shown(field);
    return text ? (
      <p id={`${id(field)}-error`} className="field-error">
        {text}
      </p>
    ) : null;
  };

  const textField = (field: 'email' | 'lastname' | 'firstname', type: string, autoComplete: string) => (
    <div className="qr-reg-field">
      <label htmlFor={id(field)}>{t(field)}</label>
      <input
        id={id(field)}
        ref={inputRef(field)}
        type={type}
        autoComplete={autoComplete}
        aria-required="true"
        {...errorProps(field)}
        value={values[field]}
        onChange={(event) => update(field, event.target.value)}
        onBlur={() => leave(field)}
      />
      {fieldError(field)}
    </div>
  );

  return (
    <div className="qr-registration">
      <style>{css}</style>
      <h2>{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <div role="alert" className="qr-reg-failure">
        {failure && <p className="error">{failure}</p>}
      </div>
      <form noValidate onSubmit={onSubmit} aria-busy={sending}>
        {textField('email', 'email', 'email')}
        <div className="qr-reg-names">
          {textField('lastname', 'text', 'family-name')}
          {textField('firstname', 'text', 'given-name')}
        </div>
        <CityAutocomplete
          id={id('city')}
          label={t('city')}
          value={values.city}
          onChange={(next) => update('city', next)}
          onBlur={() => leave('city')}
          error={shown('city')}
          invalidMessage={t('shared:validation.cityInvalid')}
          required
          country={config.country}
          inputRef={inputRef('city')}
        />
        <div className="qr-reg-terms">
          <input
            id={id('terms')}
            ref={inputRef('terms')}
            type="checkbox"
            aria-required="true"
            {...errorProps('terms')}
            checked={values.terms}
            onChange={(event) => update('terms', event.target.checked)}
            onBlur={() => leave('terms')}
          />
          <label htmlFor={id('terms')}>
            <TermsLabel text={t('terms')} href={`${config.apiBase}/cgv/`} />
          </label>
        </div>
        {fieldError('terms')}
        <div className="actions">
          <button type="submit" className="primary" disabled={sending}>
            {sending ? t('sending') : t('submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * "J'accepte les <cgv>conditions générales de vente<sr> (nouvel onglet)</sr></cgv>": the link sits
 * where each language puts it. Split by hand: react-i18next's <Trans> would bring a 44 KB table of
 * HTML entities into the script.
 */
function TermsLabel({ text, href }: { text: string; href: string }) {
  const [before = '', inside = '', after = ''] = text.split(/<\/?cgv>/);
  const [linkText = '', newTab = ''] = inside.split(/<\/?sr>/);
  return (
    <>
      {before}
      <a href={href} target="_blank" rel="noopener">
        {linkText}
        {newTab && <span className="sr-only">{newTab}</span>}
      </a>
      {after}
    </>
  );
}
