import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import type { LocationPageModel } from './location-page-model';

// The scheduling-conflict dialog (booking-wizard §4, storefront §8 "service not selectable"): why
// the service can't join the selection, in the domain's terms (cart.ts).

export function ConflictDialog({ model }: { readonly model: LocationPageModel }) {
  useSignals();
  const { t } = useTranslation();
  const conflict = model.conflict.value;
  if (conflict === null) return null;
  return (
    <ModalDialog isOpen role="alertdialog" title={t('LOCATION.CONFLICT_TITLE')} onClose={model.closeConflict}>
      <p>
        {t(`LOCATION.CONFLICTS.${conflict.code}`, {
          service: conflict.serviceName,
          others: conflict.conflictsWith.join(', '),
        })}
      </p>
      <div className="dialog__actions">
        <Button variant="primary" onPress={model.closeConflict}>
          {t('ACCEPT')}
        </Button>
      </div>
    </ModalDialog>
  );
}
