/**
 * The script's only side effect: defines <quote-request> (once: a second copy of the script on
 * the page finds it defined and does nothing).
 */
import r2wc from '@r2wc/react-to-web-component';
import { setErrorReporter } from './errors.ts';
import { QuoteRequest, type QuoteRequestProps } from './QuoteRequest.tsx';

const TAG = 'quote-request';
// Read while the script runs: later, document.currentScript is another script or null.
const scriptOrigin = (() => {
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  return src ? new URL(src).origin : undefined;
})();

function Element(props: QuoteRequestProps) {
  return <QuoteRequest {...props} scriptOrigin={scriptOrigin} />;
}

if (!customElements.get(TAG)) {
  customElements.define(
    TAG,
    r2wc(Element, {
      shadow: 'open',
      props: { providerId: 'string', eventTypes: 'string', baseUrl: 'string', apiBase: 'string', country: 'string' },
    }),
  );
}

/** The page may route render errors to its own service: `AllianceQuoteRequest.setErrorReporter(fn)`. */
export { setErrorReporter };
