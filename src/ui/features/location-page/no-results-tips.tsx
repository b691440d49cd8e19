import { useTranslation } from '../../i18n/use-translation';
import { RotatingMessages } from '../../components/rotating-messages';

// The services list's empty-results placeholder (storefront §2, §9): ways to find a service, one at
// a time every 3 s, pausable and still under reduced motion (docs/adr/0029, amended). The list's
// status line announces 'no results to show' once; these tips are read when the client gets to them.

const TIPS = ['FEWER_LETTERS', 'ACCENTS', 'ALL_CATEGORIES', 'ASK_THE_LOCATION'] as const;

export function NoResultsTips() {
  const { t } = useTranslation();
  return (
    <RotatingMessages
      className="catalogue__tips"
      messages={TIPS.map((tip) => t(`LOCATION.NO_RESULTS_TIPS.${tip}`))}
      pauseLabel={t('LOCATION.NO_RESULTS_TIPS.PAUSE')}
      resumeLabel={t('LOCATION.NO_RESULTS_TIPS.RESUME')}
    />
  );
}
