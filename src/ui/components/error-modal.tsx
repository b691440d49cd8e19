import { useTranslation } from '../i18n/use-translation';
import { followRedirect, type Redirect } from '../shared/router';
import { useStorefrontServices } from '../shared/storefront-services';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

// The error modal (storefront §8): a title, a message and one confirm button; confirming closes it
// and, when the failure's next step is elsewhere, goes there through the storefront's router —
// home, the branch page, a reload, or the previous page. A phone link (tel:) to the location helps
// when the failure persists. It is an alertdialog: it interrupts to say something went wrong.

export interface ErrorModalProps {
  readonly title: string;
  readonly message: string;
  /** The confirm button's words; 'Accept' by default. */
  readonly confirmLabel?: string;
  /** Where confirming goes; nowhere (the modal only closes) by default. */
  readonly redirect?: Redirect;
  /** A phone to call, shown as a tel: link. */
  readonly phone?: string | null;
  /** Called when the modal closes, by its button or by Escape, before any redirect. */
  readonly onClose: () => void;
  /** Close on Escape; false when the client must take the redirect. */
  readonly isKeyboardDismissable?: boolean;
}

/** A phone number as a tel: address: its digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function ErrorModal({
  title,
  message,
  confirmLabel,
  redirect,
  phone = null,
  onClose,
  isKeyboardDismissable = true,
}: ErrorModalProps) {
  const { t } = useTranslation();
  const { router } = useStorefrontServices();
  const confirm = () => {
    onClose();
    if (redirect !== undefined) followRedirect(router, redirect);
  };
  return (
    <ModalDialog
      isOpen
      role="alertdialog"
      title={title}
      onClose={onClose}
      isKeyboardDismissable={isKeyboardDismissable}
    >
      <p>{message}</p>
      {phone === null ? null : (
        <p>
          {t('CONTACT_LOCATION')} <a href={telHref(phone)}>{phone}</a>
        </p>
      )}
      <div className="dialog__actions">
        <Button variant="primary" onPress={confirm}>
          {confirmLabel ?? t('ACCEPT')}
        </Button>
      </div>
    </ModalDialog>
  );
}
