import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';

// A modal dialog: react-aria traps focus inside it, restores it to where it was on close, hides
// the rest of the page from assistive technology, and closes on Escape when dismissable. An
// alertdialog interrupts to say something went wrong or needs a decision. A dialog the visitor may
// dismiss shows a close button beside its title (issue 20): Escape and a click outside are not
// something everyone knows to try.

export interface ModalDialogProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly isOpen: boolean;
  /** Called when the visitor dismisses the dialog (Escape, or outside it when dismissable). */
  readonly onClose: () => void;
  readonly role?: 'dialog' | 'alertdialog';
  readonly isDismissable?: boolean;
  /** Close on Escape; false while the dialog must be answered. */
  readonly isKeyboardDismissable?: boolean;
  readonly size?: 'small' | 'medium' | 'full';
  readonly className?: string;
}

export function ModalDialog({
  title,
  children,
  isOpen,
  onClose,
  role = 'dialog',
  isDismissable = false,
  isKeyboardDismissable = true,
  size = 'small',
  className,
}: ModalDialogProps) {
  const { t } = useTranslation();
  const heading = (
    <Heading slot="title" className="dialog__title">
      {title}
    </Heading>
  );
  return (
    <ModalOverlay
      className={`modal-overlay modal-overlay--${size}`}
      isOpen={isOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isKeyboardDismissable}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={`modal modal--${size}`}>
        <Dialog role={role} className={['dialog', className].filter(Boolean).join(' ')}>
          {isDismissable ? (
            <div className="dialog__header">
              {heading}
              <Button variant="quiet" className="dialog__close" aria-label={t('CLOSE_DIALOG')} onPress={onClose}>
                <span aria-hidden="true">×</span>
              </Button>
            </div>
          ) : (
            heading
          )}
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
