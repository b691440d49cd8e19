import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/button';
import { ErrorModal } from '../../components/error-modal';
import { ModalDialog } from '../../components/modal-dialog';
import { failureMessage } from '../../shared/failure-message';
import { formatPrice } from '#domain/money/format-price';
import { payNowKey } from './pay-now-key';
import type { WizardModel } from './wizard-model';

// The wizard's modals (booking-wizard §2 Modals, §4 Submission, §8): delete confirmation,
// unavailable services, plans, the error dialog with the location's phone, the ended promotion.

export function WizardDialogs({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const dialog = model.dialog.value;
  const close = model.actions.closeDialog;
  if (dialog === null) return null;
  switch (dialog.kind) {
    case 'confirmRemoval':
      return (
        <ModalDialog isOpen role="alertdialog" title={t('DELETE_SERVICE_ALERT_TITLE')} onClose={close}>
          <p>{t('DELETE_SERVICE_ALERT_DESCRIPTION', { service: dialog.serviceName })}</p>
          <div className="dialog__actions">
            <Button onPress={close}>{t('CANCEL')}</Button>
            <Button variant="danger" onPress={model.actions.confirmRemoval}>
              {t('DELETE')}
            </Button>
          </div>
        </ModalDialog>
      );
    case 'unavailable':
      return (
        <ModalDialog isOpen role="alertdialog" title={t('WARNING')} onClose={close} isKeyboardDismissable={false}>
          <p>{t('UNAVAILABLE_BOOKING_DATE_SERVICES')}</p>
          <ul>
            {dialog.serviceNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <div className="dialog__actions">
            <Button variant="primary" onPress={model.submission.bookAgain}>
              {t('BOOK_AGAIN')}
            </Button>
          </div>
        </ModalDialog>
      );
    case 'plans': {
      const { decision } = dialog;
      const allCovered = decision._tag === 'ConfirmCoveredByPlans';
      const charge = model.submission.onlineCharge.value;
      return (
        <ModalDialog
          isOpen
          title={allCovered ? t('SUCCESS') : t('PLANS_MODAL.TITLE')}
          onClose={model.submission.cancelPlans}
          isKeyboardDismissable={!allCovered}
        >
          <p role="status">{allCovered ? t('PLANS_MODAL.ALL_COVERED') : t('PLANS_MODAL.PARTLY_COVERED')}</p>
          <h3>{t('PLANS_MODAL.COVERED')}</h3>
          <ul>
            {decision.covered.map((item) => (
              <li key={item.internalId}>{item.service.name}</li>
            ))}
          </ul>
          {decision._tag === 'WarnPartlyCoveredByPlans' ? (
            <>
              <h3>{t('PLANS_MODAL.NOT_COVERED')}</h3>
              <ul>
                {decision.uncovered.map((item) => (
                  <li key={item.internalId}>{item.service.name}</li>
                ))}
              </ul>
              {/* What paying the others online charges, now that the plans are known. */}
              {dialog.paysOnline && charge !== null ? (
                <p>{t(payNowKey(charge), { amount: formatPrice(charge.now, model.storefront.currency) })}</p>
              ) : null}
              <div className="dialog__actions">
                <Button onPress={model.submission.cancelPlans}>{t('CANCEL')}</Button>
                <Button onPress={model.submission.removeUncoveredAndConfirm}>
                  {t('PLANS_MODAL.REMOVE_UNCOVERED')}
                </Button>
                <Button variant="primary" onPress={model.submission.confirmPlans}>
                  {dialog.paysOnline ? t('PLANS_MODAL.CONTINUE_PAYING') : t('PLANS_MODAL.CONTINUE')}
                </Button>
              </div>
            </>
          ) : null}
        </ModalDialog>
      );
    }
    case 'failure':
      return (
        <ErrorModal
          title={t('ERRORS.ERROR')}
          message={failureMessage(t, dialog.text)}
          phone={model.storefront.location.phone}
          onClose={close}
        />
      );
    case 'promotionExpired':
      return (
        <ModalDialog isOpen role="alertdialog" title={t('WARNING')} onClose={close}>
          <p>{t('PROMOTION_EXPIRED.TEXT')}</p>
          <div className="dialog__actions">
            <Button onPress={close}>{t('CANCEL')}</Button>
            <Button variant="primary" onPress={model.submission.confirmExpiredPromotion}>
              {t('PROMOTION_EXPIRED.CONFIRM')}
            </Button>
          </div>
        </ModalDialog>
      );
  }
}
