import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useChooseLanguage } from '../i18n/use-choose-language';
import { useSignals } from '@preact/signals-react/runtime';
import { userMenu } from '#domain/account/user';
import { Button } from '../components/button';
import { LoadingOverlay } from '../components/loading-overlay';
import { useStorefrontServices } from '../shared/storefront-services';
import { RouteLink } from '../shared/route-link';
import { storefrontPath } from '../shared/storefront-route';
import { parseStorefrontPath } from '#domain/storefront/storefront-route';

// The site header's account corner (storefront §2 Login dialog, navigation menu; §4 Login; §6): a
// visitor signs in through the login dialog (loaded only then); a signed-in user opens a menu of
// the links their role gives them, and signs out from it.

const SignInDialog = lazy(() =>
  import('../features/account/sign-in-dialog').then((module) => ({ default: module.SignInDialog })),
);

export function AccountMenu() {
  const { t } = useTranslation();
  useSignals();
  const { accountSessions, links, announcer, account, router } = useStorefrontServices();
  // The client's own pages are under the country being browsed (issue 34; docs/adr/0122).
  const place = parseStorefrontPath(router.place.value.pathname);
  const country = 'country' in place ? place.country : null;
  const { embedded } = place;
  const user = account.user.value;
  const [signingIn, setSigningIn] = useState(false);
  const chooseLanguage = useChooseLanguage();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    account.load();
  }, [account]);
  // Following one of its links to another page of the storefront closes the menu.
  const { pathname } = router.place.value;
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  // Until the API says who is signed in, the corner offers to sign in: the header is laid out from
  // the first paint, and a signed-in user's name takes the button's place on the same line.
  if (user === undefined || user === null) {
    return (
      <div className="account-menu">
        <Button
          variant="quiet"
          onPress={() => {
            setSigningIn(true);
          }}
        >
          {t('ACCOUNT.SIGN_IN')}
        </Button>
        {signingIn ? (
          <Suspense fallback={<LoadingOverlay text="" />}>
            <SignInDialog
              onSignedIn={(signedIn) => {
                account.signedIn(signedIn);
                // The language the account keeps becomes this browser's (issue 34 My details).
                void accountSessions.getMyDetails().map((details) => {
                  if (details.language !== null) chooseLanguage(details.language);
                });
                setSigningIn(false);
                announcer.announce(t('ACCOUNT.SIGNED_IN', { name: signedIn.firstName }));
              }}
              onClose={() => {
                setSigningIn(false);
              }}
            />
          </Suspense>
        ) : null}
      </div>
    );
  }
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <nav
      className="account-menu"
      aria-label={t('ACCOUNT.MENU')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <Button
        ref={toggle}
        variant="quiet"
        aria-expanded={open}
        aria-controls="account-menu-entries"
        onPress={() => {
          setOpen(!open);
        }}
      >
        {t('ACCOUNT.HELLO', { name: user.firstName })}
      </Button>
      {open ? (
        <ul id="account-menu-entries" className="account-menu__entries">
          {country === null ? null : (
            <li>
              <RouteLink path={storefrontPath({ page: 'myBookings', country }, embedded)}>
                {t('ACCOUNT.MY_BOOKINGS')}
              </RouteLink>
            </li>
          )}
          {country === null ? null : (
            <li>
              <RouteLink path={storefrontPath({ page: 'myDetails', country }, embedded)}>
                {t('ACCOUNT.MY_DETAILS')}
              </RouteLink>
            </li>
          )}
          {userMenu(user, null, links !== null).map((entry) => (
            <li key={entry}>
              <a href={links?.[entry]}>{t(`ACCOUNT.ENTRIES.${entry}`)}</a>
            </li>
          ))}
          <li>
            <Button
              variant="link"
              onPress={() => {
                void accountSessions.signOut().match(
                  () => {
                    setOpen(false);
                    account.signedOut();
                    announcer.announce(t('ACCOUNT.SIGNED_OUT'));
                  },
                  () => {
                    announcer.announce(t('ERRORS.REQUEST'));
                  },
                );
              }}
            >
              {t('ACCOUNT.SIGN_OUT')}
            </Button>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
