import { useTranslation } from '../i18n/use-translation';
import { Button, type ButtonVariant } from '../components/button';
import { useStorefrontServices } from './storefront-services';

/** The button to the home page that the not-found page and the error dialogs offer (storefront §2 "404 page (button to home)"). */
export function HomeButton({ variant = 'primary' }: { readonly variant?: ButtonVariant }) {
  const { t } = useTranslation();
  const { router } = useStorefrontServices();
  return (
    <Button
      variant={variant}
      onPress={() => {
        router.navigate('/');
      }}
    >
      {t('HOME')}
    </Button>
  );
}
