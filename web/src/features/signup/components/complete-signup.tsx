import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompleteStep } from './complete-step';
import { PushStep } from './push-step';
import './signup.css';

/** /complete-signup for a logged-in member who has not confirmed the e-mail address yet. */
export function CompleteSignup({ email, onFinish }: { email: string; onFinish: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'complete' | 'push'>('complete');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  return (
    <div className="surface signup signup--page">
      <h1 className="signup__title">{t('routes.complete-signup')}</h1>
      <section className="signup__step" data-step={step}>
        <h2 ref={headingRef} className="signup__step-title" tabIndex={-1}>
          {t(`signup.steps.${step}`)}
        </h2>
        {step === 'complete' ? (
          <CompleteStep email={email} onContinue={() => setStep('push')} />
        ) : (
          <PushStep onDone={onFinish} />
        )}
      </section>
    </div>
  );
}
