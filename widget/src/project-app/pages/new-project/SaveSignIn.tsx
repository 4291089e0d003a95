import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { SignInPanel } from '../../layout/SignInPanel.tsx';

/**
 * Issue 3: the answers are complete; the phone is asked for only now, saying who will see it.
 * The widget's own phone → code → registration screens; signed in, the page saves by itself.
 */
export function SaveSignIn({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('newProject');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the couple is told what comes next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="np-signin" aria-labelledby="np-signin-title">
      <h2 id="np-signin-title" ref={heading} tabIndex={-1}>
        {t('signIn.title')}
      </h2>
      <p>{t('signIn.text')}</p>
      <p className="np-signin-who">{t('signIn.who')}</p>
      <SignInPanel />
      <p>
        <button type="button" className="link" onClick={onBack}>
          {t('signIn.back')}
        </button>
      </p>
    </section>
  );
}
