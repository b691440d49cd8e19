import type { MaintenanceDueView } from '#application/ports/client/vehicle-maintenance-queries';

// How the "Your vehicle" panel says the step due (issue 33; docs/adr/0120): the domain decided the
// step (dueStep); this only picks the sentence — by the reason that made it urgent and how urgent —
// and fills it with the milestone in the country's number format or the day it falls due.

/** The dictionary key of the sentence and what fills it. */
export interface ProposalWords {
  readonly key: string;
  readonly values: { readonly vehicle: string; readonly km?: string; readonly date?: string };
}

/** The sentence saying `due` of the vehicle named `vehicle`. */
export function proposalWords(
  due: Pick<MaintenanceDueView, 'dueMileage' | 'dueDate' | 'reason' | 'status'>,
  vehicle: string,
  format: { readonly km: (km: number) => string; readonly date: (date: string) => string },
): ProposalWords {
  const status = due.status.toUpperCase();
  if (due.reason === 'mileage' && due.dueMileage !== null)
    return { key: `MAINTENANCE.PROPOSAL.MILEAGE_${status}`, values: { vehicle, km: format.km(due.dueMileage) } };
  if (due.reason === 'time' && due.dueDate !== null)
    return { key: `MAINTENANCE.PROPOSAL.TIME_${status}`, values: { vehicle, date: format.date(due.dueDate) } };
  // A reason without its point (the API answers none such): the service is named without a when.
  return { key: 'MAINTENANCE.PROPOSAL.NEXT', values: { vehicle } };
}
