/**
 * The system notice of a question a paid expert refused (402 PAYMENT_REQUIRED): says so plainly and links to the
 * expert's page, where the checkout is, in the page's language. An older notice without the expert's slug (or one
 * from an @mention) has no link.
 */
import { DEFAULT_LOCALE } from '../../../contract/locales.ts';
import { useLocale, useT } from '../../i18n/react.tsx';

/** `/experts/<slug>` in the page's language (en unprefixed), as src/routing/static-paths.ts localizedPath builds it. */
export function expertPagePath(locale: string, slug: string): string {
  const path = `/experts/${encodeURIComponent(slug)}`;
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

export function PaymentRequiredNotice({ slug }: { slug: string | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className="muted" data-payment-required>
      {t('messaging.chat.paymentRequired')}
      {slug && (
        <>
          {' '}
          <a href={expertPagePath(locale, slug)}>{t('messaging.chat.paymentRequiredLink')}</a>
        </>
      )}
    </p>
  );
}
