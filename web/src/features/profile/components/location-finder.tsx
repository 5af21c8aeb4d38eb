import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { formErrorsOf } from '../../../lib/form-errors';
import { geocode, type Geocode } from '../api/geocode';
import { ownProfileKey, updateProfile, useOwnProfile } from '../api/profile';
import { placeLabel } from '../../../lib/country-names';
import { currentPosition, isCurrentLocation, PositionFailure } from '../lib/geolocation';
import { useProfileEnvironment } from './profile-environment';
import { useCountryNames } from '../../../lib/use-country-names';
import { useLocationPermission } from './use-location-permission';

type Step =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'found'; place: Geocode }
  | { kind: 'applying'; place: Geocode }
  | { kind: 'applied'; place: Geocode };

/**
 * Location settings: "Use my current location" asks the browser for its position (at most an hour old),
 * turns it into a place (GET /api/geocode.php) and offers to make it the profile's location (PUT
 * /api/profile.php {country, region_id, city}). The permission state is explained as it changes.
 */
export function LocationFinder() {
  const { t } = useTranslation('profile');
  const env = useProfileEnvironment();
  const queryClient = useQueryClient();
  const { countryName } = useCountryNames();
  const id = useId();
  const [permission, setPermission] = useLocationPermission();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const profile = useOwnProfile(env.userId).data;

  const locate = async () => {
    setError(null);
    setStep({ kind: 'locating' });
    try {
      const position = await currentPosition(navigator);
      const { geocode: place } = await geocode(position.latitude, position.longitude);
      setStep({ kind: 'found', place });
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (failure) {
      setStep({ kind: 'idle' });
      if (failure instanceof PositionFailure) {
        if (failure.problem === 'denied') setPermission('denied');
        setError(t(`locate.problems.${failure.problem}`));
      } else if (failure instanceof ApiError && failure.code === 'location_unknown') {
        setError(t('locate.problems.unknownPlace'));
      } else if (failure instanceof ApiError && failure.code === 'invalid_coordinates') {
        setError(t('locate.problems.invalidCoordinates'));
      } else {
        setError(formErrorsOf(failure, t('errors.generic')).form ?? t('errors.generic'));
      }
    }
  };

  const apply = async (place: Geocode) => {
    setError(null);
    setStep({ kind: 'applying', place });
    try {
      const { profile } = await updateProfile({
        country: place.country,
        region_id: place.region_id,
        city: place.city,
      });
      queryClient.setQueryData(ownProfileKey(env.userId), { profile });
      env.onProfileChanged();
      setStep({ kind: 'applied', place });
    } catch (failure) {
      const errors = formErrorsOf(failure, t('errors.generic'));
      const messages = [errors.form, ...Object.values(errors.fields)].filter(Boolean);
      setError(messages.join(' ') || t('errors.generic'));
      setStep({ kind: 'found', place });
    }
  };

  const placeText = (place: Geocode) => placeLabel([place.city, place.region, countryName(place.country)]);
  const busy = step.kind === 'locating' || step.kind === 'applying';
  // "Your location is now …" holds while it is true: a location edited by hand ends it
  if (step.kind === 'applied' && profile && !isCurrentLocation(profile, step.place))
    setStep({ kind: 'idle' });
  const appliedPlace = step.kind === 'applied' ? step.place : null;
  const canLocate = permission !== 'unsupported' && permission !== 'denied';

  return (
    <section
      className="profile-item location-finder"
      aria-labelledby={`${id}-title`}
      data-section="geolocation"
    >
      <div className="profile-item__head">
        <h3 id={`${id}-title`} className="profile-item__title">
          {t('locate.title')}
        </h3>
      </div>
      <p className="profile-item__note" data-permission={permission}>
        {t(`locate.permission.${permission}`)}
      </p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {step.kind === 'found' || step.kind === 'applying' ? (
        <div ref={resultRef} className="location-finder__result" tabIndex={-1} aria-live="polite">
          <p className="location-finder__found">{t('locate.found', { place: placeText(step.place) })}</p>
          <div className="form-actions">
            <SubmitButton
              type="button"
              pending={step.kind === 'applying'}
              pendingLabel={t('saving')}
              onClick={() => void apply(step.place)}
            >
              {t('locate.apply')}
            </SubmitButton>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={step.kind === 'applying'}
              onClick={() => setStep({ kind: 'idle' })}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : null}
      {appliedPlace ? (
        <Alert tone="success">{t('locate.applied', { place: placeText(appliedPlace) })}</Alert>
      ) : null}
      {canLocate && step.kind !== 'found' && step.kind !== 'applying' ? (
        <div className="form-actions">
          <SubmitButton
            type="button"
            variant="ghost"
            pending={busy}
            pendingLabel={t('locate.locating')}
            onClick={() => void locate()}
          >
            {t('locate.button')}
          </SubmitButton>
        </div>
      ) : null}
    </section>
  );
}
