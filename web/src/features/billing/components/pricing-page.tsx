import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { SignupLink } from '../../../components/ui/signup-link';
import { useBundles } from '../api/get-bundles';
import { chosenCountry, countryName } from '../lib/countries';
import { BillingPage } from './billing-page';
import { BundleList } from './bundle-list';
import { CountrySelect } from './country-select';
import { OfferIntro, QueryState } from './load-state';
import { useLanguage } from './use-language';

export interface PricingPageProps {
  routeName: string;
  /** the site's countries (settings.countries) */
  countries: readonly string[];
  /** null: a visitor; a member sees the prices of their own country */
  userId: number | null;
  /** the site setting message_credits (null while the settings load) */
  messageCredits: number | null;
}

/** /pricing: the credit bundles in the local currency; a visitor may pick another country. */
export function PricingPage({ routeName, countries, userId, messageCredits }: PricingPageProps) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const country = userId === null ? chosenCountry(params.get('country'), countries) : null;
  const bundles = useBundles(userId === null ? 'visitor' : `member-${userId}`, country);
  const data = bundles.data;

  const chooseCountry = (code: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('country', code);
        return next;
      },
      { replace: true },
    );

  return (
    <BillingPage
      routeName={routeName}
      title={t('pricing.title')}
      intro={t('pricing.intro')}
      aside={
        data && userId !== null ? (
          <p className="billing__note">
            {t('pricing.yourCountry', { country: countryName(data.country, language) })}
          </p>
        ) : null
      }
    >
      {userId === null && countries.length > 1 && data ? (
        <CountrySelect
          countries={countries}
          value={data.country}
          language={language}
          onChange={chooseCountry}
        />
      ) : null}
      <QueryState query={bundles} />
      {data ? (
        <div aria-busy={bundles.isFetching || undefined}>
          <OfferIntro offer={data} language={language} messageCredits={messageCredits} />
          <BundleList
            bundles={data.bundles}
            language={language}
            action={
              userId === null
                ? undefined
                : (bundle) => (
                    <Link
                      className="btn btn--primary"
                      to={`/credits/${bundle.id}`}
                      aria-label={t('pricing.buyLabel', { credits: t('credits', { count: bundle.credits }) })}
                    >
                      {t('pricing.buy')}
                    </Link>
                  )
            }
          />
          <div className="billing__cta">
            <p className="billing__note">{t('pricing.premiumNote')}</p>
            {userId === null ? (
              <SignupLink className="btn btn--primary btn--lg">{t('pricing.signup')}</SignupLink>
            ) : null}
          </div>
        </div>
      ) : null}
    </BillingPage>
  );
}
