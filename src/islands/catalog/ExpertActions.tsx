/**
 * Bookmark and "Talk to this expert", and on a priced expert the way to pay for it: "Subscribe" / "Buy one run"
 * opens the checkout panel below (src/islands/billing/Checkout.tsx); a live subscriber sees "Subscribed". Signed out, both are links to sign in that come back here; while the session
 * is still being checked they wait, disabled.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Expert } from '../../../contract/catalog/index.ts';
import { useT } from '../../i18n/react.tsx';
import { notify } from '../../lib/toast/index.ts';
import { SIGNED_IN_ATTRIBUTE } from '../../routing/guard-script.ts';
import { $session } from '../../stores/auth/session.ts';
import { $checkoutOpen, $mySubscriptions, liveSubscriptionTo, openCheckout } from '../../stores/billing/checkout.ts';
import { $expertViewer, hireExpert, setBookmark } from '../../stores/catalog/expert.ts';
import { formatMoney, isPriced } from '../billing/money.ts';
import { useLocale } from '../../i18n/react.tsx';
import { Button, buttonClass } from '../ui/controls.tsx';

export interface SignInLink {
  loginPath: string;
}

export function signInHref(loginPath: string): string {
  const here = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
  return here ? `${loginPath}?redirect=${encodeURIComponent(here)}` : loginPath;
}

/**
 * A guest sees the sign-in links. Before the session store has asked (it starts when the page is idle, often after
 * the listing came), the pre-paint script's signed-in mark decides: without it the visitor is a guest for sure, and
 * drawing the signed-in buttons first would make the row change (and move the page) a moment later.
 */
export function isGuest(status: string): boolean {
  if (status === 'anonymous' || status === 'unavailable') return true;
  const undecided = status === 'unknown' || status === 'loading';
  return undecided && typeof document !== 'undefined' && !document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE);
}

export function ExpertActions({
  expert,
  loginPath,
  chatPath,
  bookmarksPath,
}: {
  expert: Expert;
  loginPath: string;
  chatPath: string;
  bookmarksPath: string;
}) {
  const t = useT();
  const locale = useLocale();
  const session = useStore($session);
  const viewer = useStore($expertViewer);
  const subscriptions = useStore($mySubscriptions);
  const checkoutOpen = useStore($checkoutOpen);
  const [busy, setBusy] = useState<'bookmark' | 'hire' | null>(null);

  if (isGuest(session.status)) {
    return (
      <div className="expert-page__actions">
        <a className={buttonClass({ variant: 'primary' })} href={signInHref(loginPath)}>
          {t('catalog.expert.signInToHire')}
        </a>
        <a className={buttonClass({ variant: 'secondary' })} href={signInHref(loginPath)}>
          {t('catalog.expert.signInToBookmark')}
        </a>
      </div>
    );
  }

  const bookmarked = viewer.data?.bookmarked ?? false;
  const ready = session.status === 'authenticated' && viewer.data !== undefined;

  async function toggleBookmark() {
    setBusy('bookmark');
    const outcome = await setBookmark(expert.slug, !bookmarked);
    setBusy(null);
    if (outcome.ok) notify.success(t(outcome.value.bookmarked ? 'catalog.expert.bookmarked' : 'catalog.expert.unbookmarked'));
  }

  async function hire() {
    setBusy('hire');
    const outcome = await hireExpert(expert);
    if (!outcome.ok) {
      setBusy(null);
      return;
    }
    window.location.assign(`${chatPath}?conversation=${encodeURIComponent(outcome.value.id)}`);
  }

  const payable = isPriced(expert.price) && viewer.data !== undefined && !viewer.data.is_owner;
  const subscribed = subscriptions.data !== undefined && liveSubscriptionTo(subscriptions.data.items, expert.slug) !== undefined;
  const amount = formatMoney(expert.price.amount, expert.price.currency, locale);

  return (
    <div className="expert-page__actions">
      {payable &&
        (expert.price.model === 'subscription' && subscribed ? (
          <span className="ui-tag" data-subscribed>
            {t('billing.checkout.subscribed')}
          </span>
        ) : expert.price.model === 'subscription' ? (
          <Button variant="primary" disabled={!ready || subscriptions.data === undefined || checkoutOpen} onClick={openCheckout}>
            {t('billing.checkout.subscribe', { amount })}
          </Button>
        ) : (
          <Button variant="primary" disabled={!ready || checkoutOpen} onClick={openCheckout}>
            {t('billing.checkout.buyRun', { amount })}
          </Button>
        ))}
      <Button
        variant={payable && !subscribed ? 'secondary' : 'primary'}
        busy={busy === 'hire'}
        disabled={!ready || busy !== null}
        onClick={() => void hire()}
      >
        {t('catalog.expert.hire')}
      </Button>
      <Button
        variant="secondary"
        aria-pressed={bookmarked}
        busy={busy === 'bookmark'}
        disabled={!ready || busy !== null}
        onClick={() => void toggleBookmark()}
      >
        {bookmarked ? t('catalog.expert.bookmarkedLabel') : t('catalog.expert.bookmark')}
      </Button>
      {bookmarked && (
        <a className="expert-page__bookmarks" href={bookmarksPath}>
          {t('catalog.expert.openBookmarks')}
        </a>
      )}
    </div>
  );
}
