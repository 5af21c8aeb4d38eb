import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, FormError } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { formErrorsOf, NO_ERRORS, useFocusFirstError, type FormErrors } from '../../../lib/form-errors';
import { createAccount, validateSignup } from '../api/signup';
import { initialCountry } from '../lib/initial-country';
import { signupsOpen } from '../lib/signup-gate';
import {
  ACCOUNT_STEP,
  emptySignupData,
  errorsOutsideSteps,
  firstStepWithErrors,
  nextStep,
  signupInProgress,
  signupPayload,
  stepPayload,
  type SignupData,
  type SignupStep,
  type ValidatedStep,
} from '../lib/steps';
import { readTracking, type Tracking } from '../lib/tracking';
import { CompleteStep } from './complete-step';
import { PhotoStep } from './photo-step';
import { PushStep } from './push-step';
import { useSignupEnvironment } from './signup-environment';
import { StepDots } from './step-dots';
import { AccountStep, BirthAndPlaceStep, GenderStep, ProfileStep, type StepFieldsProps } from './step-fields';
import './signup.css';

export interface SignupFlowProps {
  /** 'page': /signup and /members/:id/signup (an h1); 'modal': the desktop dialog (an h2). */
  variant: 'page' | 'modal';
  /** id of the flow's title (names the modal) */
  titleId?: string;
  /** Shown above the steps, e.g. "Sign up to chat with this member". */
  teaser?: ReactNode;
  /** Whether a signup is in progress (the modal may then not be closed by backdrop or Escape). */
  onProgressChange?: (inProgress: boolean) => void;
  /** After the last step; the caller goes on (lib/paths.ts `signupFinishPath`). */
  onFinish: () => void;
  /** A link inside leaves the signup (e.g. to /login): the modal closes. */
  onLeave?: () => void;
}

const STEP_FORMS: Record<ValidatedStep, (props: StepFieldsProps) => ReactNode> = {
  0: GenderStep,
  1: BirthAndPlaceStep,
  2: ProfileStep,
  3: AccountStep,
};

const stepTitleKey = (step: SignupStep) => `signup.steps.${step}`;

/** The invite-only message (SPEC §8) in place of the form. */
function InviteOnly({ message }: { message: string }) {
  return (
    <Alert tone="info" className="signup__closed">
      <span>{message}</span>
    </Alert>
  );
}

/**
 * The signup, the same in the page and in the modal: steps 0 to 4 with step dots, each validated by the
 * server before the next one; the account is created when leaving step 3; then the optional photo, the
 * complete step ("confirm your e-mail") and the push opt-in.
 */
export function SignupFlow(props: SignupFlowProps) {
  const { t } = useTranslation();
  const env = useSignupEnvironment();
  const [tracking] = useState<Tracking>(() => readTracking());
  const [closedMessage, setClosedMessage] = useState<string | null>(null);
  const TitleTag = props.variant === 'page' ? 'h1' : 'h2';
  const open = signupsOpen(env.signups, tracking) && closedMessage === null;

  return (
    <div className={`signup signup--${props.variant}`}>
      <TitleTag id={props.titleId} className="signup__title">
        {t('signup.title')}
      </TitleTag>
      {props.teaser ? <p className="highlight signup__teaser">{props.teaser}</p> : null}
      {open ? (
        <SignupSteps {...props} tracking={tracking} onClosed={setClosedMessage} />
      ) : (
        <InviteOnly message={closedMessage ?? t('signup.inviteOnly', { sitename: env.siteName })} />
      )}
    </div>
  );
}

function SignupSteps({
  variant,
  tracking,
  onProgressChange,
  onFinish,
  onLeave,
  onClosed,
}: SignupFlowProps & { tracking: Tracking; onClosed: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const env = useSignupEnvironment();
  const [step, setStep] = useState<SignupStep>(0);
  const [data, setData] = useState<SignupData>(() =>
    emptySignupData(
      initialCountry({
        countries: env.countries,
        selected: env.defaultCountry,
        geoip: env.geoipCountry,
        browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
      }),
    ),
  );
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [accountEmail, setAccountEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useFocusFirstError(formRef, errors);

  const inProgress = signupInProgress(touched, step);
  useEffect(() => {
    onProgressChange?.(inProgress);
  }, [inProgress, onProgressChange]);

  // a new step: its title takes the focus, so screen readers follow along
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // a step with errors (the server sent the visitor back to it) focuses its first error instead
    if (formRef.current?.querySelector('[aria-invalid="true"]')) return;
    headingRef.current?.focus();
  }, [step]);

  const update = (patch: Partial<SignupData>) => {
    setData((current) => ({ ...current, ...patch }));
    setTouched(true);
    // Told at once, within the input event, so the modal stops closing on Escape before the next key
    // (the effect above would tell it only after a later render).
    onProgressChange?.(signupInProgress(true, step));
  };

  const showErrors = (error: unknown, current: ValidatedStep) => {
    if (error instanceof ApiError && error.code === 'signups_closed') {
      onClosed(error.message);
      return;
    }
    const result = formErrorsOf(error, t('error.generic'));
    const errorStep = firstStepWithErrors(result.fields);
    const outside = errorsOutsideSteps(result.fields);
    if (errorStep !== null && errorStep < current) setStep(errorStep);
    setErrors({
      fields: result.fields,
      form: result.form ?? (outside.length ? outside.join(' ') : null),
      code: result.code,
    });
  };

  const submitStep = async (current: ValidatedStep) => {
    setPending(true);
    setErrors(NO_ERRORS);
    try {
      await validateSignup({ ...stepPayload(current, data), ...tracking });
      if (current === ACCOUNT_STEP) {
        const language = i18n.resolvedLanguage ?? i18n.language;
        const { user } = await createAccount(signupPayload(data, { language, tracking }));
        env.onUserChange(user);
        setAccountEmail(user.email ?? data.email.trim());
      }
      setStep(nextStep(current));
    } catch (error) {
      showErrors(error, current);
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || typeof step !== 'number' || step === 4) return;
    void submitStep(step);
  };

  const HeadingTag = variant === 'page' ? 'h2' : 'h3';
  const heading = (
    <HeadingTag ref={headingRef} className="signup__step-title" tabIndex={-1}>
      {t(stepTitleKey(step))}
    </HeadingTag>
  );

  if (step === 'complete') {
    return (
      <section className="signup__step" data-step="complete">
        {heading}
        <CompleteStep email={accountEmail || data.email.trim()} onContinue={() => setStep('push')} />
      </section>
    );
  }
  if (step === 'push') {
    return (
      <section className="signup__step" data-step="push">
        {heading}
        <PushStep onDone={onFinish} />
      </section>
    );
  }

  const dots = <StepDots current={step} />;
  if (step === 4) {
    return (
      <section className="signup__step" data-step="4">
        {dots}
        {heading}
        <PhotoStep onDone={() => setStep('complete')} />
      </section>
    );
  }

  const StepForm = STEP_FORMS[step];
  const last = step === ACCOUNT_STEP;
  return (
    <section className="signup__step" data-step={step}>
      {dots}
      {heading}
      <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
        <FormError message={errors.form} />
        <StepForm
          data={data}
          errors={errors.fields}
          errorCode={errors.code}
          update={update}
          onLeave={onLeave}
        />
        <div className="form-actions form-actions--end">
          {step > 0 ? (
            <button
              type="button"
              className="btn btn--ghost"
              disabled={pending}
              onClick={() => {
                setErrors(NO_ERRORS);
                setStep((step - 1) as ValidatedStep);
              }}
            >
              {t('signup.back')}
            </button>
          ) : null}
          <SubmitButton pending={pending} pendingLabel={last ? t('signup.creating') : t('signup.checking')}>
            {last ? t('signup.create') : t('signup.next')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
