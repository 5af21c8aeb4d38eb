import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../../components/ui/page-blocks.css';
import './signup.css';

interface ResultPageProps {
  routeName: string;
  icon: string;
  title: string;
  texts: ReactNode[];
  action: { to: string; label: string };
}

/** Where an activation link lands: an icon, what happened and where to go next. */
function ActivationResult({ routeName, icon, title, texts, action }: ResultPageProps) {
  return (
    <section className="surface page-block activation-result" data-route={routeName}>
      <div className="icon-circle signup__icon" aria-hidden="true">
        {icon}
      </div>
      <h1 className="activation-result__title">{title}</h1>
      {texts.map((text, index) => (
        <p key={index} className="activation-result__text">
          {text}
        </p>
      ))}
      <Link className="btn btn--primary" to={action.to}>
        {action.label}
      </Link>
    </section>
  );
}

/** /activate/done: the e-mail link worked. */
export function ActivateDone({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  return (
    <ActivationResult
      routeName={routeName}
      icon="✓"
      title={t('activation.doneTitle')}
      texts={[t('activation.doneText')]}
      action={{ to: '/members', label: t('activation.toMembers') }}
    />
  );
}

/** /activate/error: a bad or expired link (SPEC §8), or one followed again after it worked. */
export function ActivateError({
  routeName,
  supportEmail,
  reason = null,
}: {
  routeName: string;
  supportEmail: string | null;
  reason?: string | null;
}) {
  const { t } = useTranslation();
  if (reason === 'already_activated') {
    return (
      <ActivationResult
        routeName={routeName}
        icon="✓"
        title={t('activation.alreadyTitle')}
        texts={[t('activation.alreadyText')]}
        action={{ to: '/members', label: t('activation.toMembers') }}
      />
    );
  }
  return (
    <ActivationResult
      routeName={routeName}
      icon="!"
      title={t('activation.errorTitle')}
      texts={[
        t('activation.errorText'),
        supportEmail ? (
          <>
            {t('activation.supportEmail')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </>
        ) : null,
      ].filter(Boolean)}
      action={{ to: '/pages/service', label: t('activation.toService') }}
    />
  );
}
