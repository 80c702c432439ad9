/**
 * The wizard's last page says what the server did: it reads the new listing back by the id in the address and
 * names its status (in the marketplace's review, or published) and the protocol version that was published. Without
 * an id (the page opened directly) it says that nothing was published from here.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useLocale, useT, withI18n } from '../../../i18n/react.tsx';
import { pathInLocale } from '../../../stores/auth/navigation.ts';
import { loadFailureMessage } from '../../../lib/errors/api-handler.ts';
import { $publishedExpert, $publishedExpertId } from '../../../stores/protocols/wizard/finish.ts';
import { buttonClass, ErrorList, Placeload } from '../../ui/controls.tsx';
import './wizard.css';

export const WIZARD_SUCCESS_MESSAGES = ['wizard.success.', 'wizard.expertStatus.', 'form.'] as const;

function WizardSuccess() {
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState<{ id: string | null; version: string | null } | null>(null);
  const expert = useStore($publishedExpert);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const id = params.get('expert');
    setQuery({ id, version: params.get('version') });
    $publishedExpertId.set(id);
  }, []);

  if (query === null) return <Placeload lines={3} label={t('wizard.success.loading')} />;
  if (!query.id) {
    return (
      <section className="wizard-result" aria-labelledby="wizard-result-title">
        <h2 id="wizard-result-title">{t('wizard.success.nothingTitle')}</h2>
        <p>{t('wizard.success.nothingText')}</p>
        <a className={buttonClass()} href={pathInLocale(locale, '/wizard-v1')}>
          {t('wizard.success.openWizard')}
        </a>
      </section>
    );
  }
  if (expert.data === undefined) {
    return expert.error ? (
      <ErrorList messages={[loadFailureMessage(expert.error)]} />
    ) : (
      <Placeload lines={3} label={t('wizard.success.loading')} />
    );
  }
  const listing = expert.data;
  const live = listing.status === 'published';
  return (
    <section className="wizard-result" aria-labelledby="wizard-result-title" data-expert-status={listing.status}>
      <h2 id="wizard-result-title">
        {t(live ? 'wizard.success.publishedTitle' : 'wizard.success.submittedTitle', { name: listing.name })}
      </h2>
      <ul className="wizard-result__facts">
        <li>{t('wizard.success.version', { number: query.version ?? '?' })}</li>
        <li>{t('wizard.success.listing', { status: t(`wizard.expertStatus.${listing.status}`) })}</li>
        <li>{t(live ? 'wizard.success.liveNext' : 'wizard.success.reviewNext')}</li>
      </ul>
      <div className="wizard-result__actions">
        {live && (
          <a
            className={buttonClass()}
            href={`${pathInLocale(locale, '/navbar/dashboards/personal-1')}?expert=${encodeURIComponent(listing.slug)}`}
          >
            {t('wizard.success.tryIt')}
          </a>
        )}
        {live && (
          <a
            className={buttonClass({ variant: 'secondary' })}
            href={`${pathInLocale(locale, '/experts')}/${encodeURIComponent(listing.slug)}`}
          >
            {t('wizard.success.openListing')}
          </a>
        )}
        <a className={buttonClass({ variant: live ? 'secondary' : 'primary' })} href={pathInLocale(locale, '/studio')}>
          {t('wizard.success.openStudio')}
        </a>
        <a className={buttonClass({ variant: 'secondary' })} href={pathInLocale(locale, '/wizard-v1')}>
          {t('wizard.success.another')}
        </a>
      </div>
    </section>
  );
}

export default withI18n(WizardSuccess);
