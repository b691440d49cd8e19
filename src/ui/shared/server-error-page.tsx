import { useTranslation } from '../i18n/use-translation';
import { Button } from '../components/button';
import { HomeButton } from './home-button';

// The 500 page (storefront §2 "Other texts imply: … 500 page"): shown instead of a page that could
// not load because the server failed or could not be reached (shared/server-failed.ts), or whose
// code could not be fetched. Nothing the client did is wrong: they can try again, or go home.

export function ServerErrorPage({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main id="content" className="page server-error">
      <h1>{t('SERVER_ERROR.TITLE')}</h1>
      <p role="alert">{t('SERVER_ERROR.TEXT')}</p>
      <div className="server-error__actions">
        <Button variant="primary" onPress={onRetry}>
          {t('ERRORS.RETRY')}
        </Button>
        <HomeButton variant="secondary" />
      </div>
    </main>
  );
}
