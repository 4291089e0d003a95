import { RESEND_COUNTDOWN_SECONDS } from '@alliance/shared/constants';
import type { CountryCode } from '@alliance/shared/countries';
import { useState } from 'react';
import { useWidget } from '../../context.tsx';
import css from './account.css?inline';
import { CodeStep } from './CodeStep.tsx';
import { PhoneStep } from './PhoneStep.tsx';

/** The number a code was sent to, how many times the countdown was restarted for it, the wait before a resend. */
interface Sent {
  phone: string;
  restarts: number;
  wait: number;
}

/**
 * Account screen (spec §2 item 1, §4): a mobile number, then the code sent to it. The number
 * and the restart count live here, so going back to change the number keeps what was typed.
 */
export function AccountScreen() {
  const { config } = useWidget();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [value, setValue] = useState<string | undefined>();
  const [country, setCountry] = useState<CountryCode>(config.country);
  const [sent, setSent] = useState<Sent | null>(null);
  const [cameBack, setCameBack] = useState(false);

  return (
    <div className="account">
      <style>{css}</style>
      {step === 'code' && sent ? (
        <CodeStep
          phone={sent.phone}
          restarts={sent.restarts}
          wait={sent.wait}
          onResent={() => setSent({ ...sent, restarts: sent.restarts + 1 })}
          onBack={() => {
            setCameBack(true);
            setStep('phone');
          }}
        />
      ) : (
        <PhoneStep
          value={value}
          onValueChange={setValue}
          country={country}
          onCountryChange={setCountry}
          focusOnMount={cameBack}
          sentTo={sent?.phone ?? null}
          onSent={(phone, wait = RESEND_COUNTDOWN_SECONDS) => {
            // The same number again keeps its restart count: going back is no way around the limit.
            setSent((previous) => ({ phone, restarts: previous?.phone === phone ? previous.restarts : 0, wait }));
            setStep('code');
          }}
        />
      )}
    </div>
  );
}
