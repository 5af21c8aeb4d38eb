import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../page-loading';

/** The page; `ready` false shows the loading indicator instead (the layout still waits for something). */
export function LayoutMain({ className, ready = true }: { className?: string; ready?: boolean }) {
  return (
    <main id="main" className={['layout__main', className].filter(Boolean).join(' ')} tabIndex={-1}>
      {ready ? (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      ) : (
        <PageLoading />
      )}
    </main>
  );
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('app.skipToContent')}
    </a>
  );
}
