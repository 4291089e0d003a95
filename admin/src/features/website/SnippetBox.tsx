import { useTranslation } from '@alliance/widget/i18n/react.tsx';
import { useId, useRef, useState } from 'react';

/** The code to paste, read-only, with a copy button; without the clipboard, the code is selected for Ctrl+C. */
export function SnippetBox({ snippet }: { snippet: string }) {
  const { t } = useTranslation('website');
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState<'copied' | 'select' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setStatus('copied');
    } catch {
      // No clipboard (an http page, a refused permission): the text is selected, ready for Ctrl+C.
      area.current?.focus();
      area.current?.select();
      setStatus('select');
    }
  }

  return (
    <div className="field snippet">
      <label htmlFor={id}>{t('snippet.label')}</label>
      <textarea
        id={id}
        ref={area}
        readOnly
        value={snippet}
        rows={snippet.split('\n').length + 1}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="actions">
        <button type="button" className="primary" onClick={() => void copy()}>
          {t('snippet.copy')}
        </button>
      </div>
      <div role="status">{status && <p className="form-message success">{t(`snippet.${status}`)}</p>}</div>
    </div>
  );
}
