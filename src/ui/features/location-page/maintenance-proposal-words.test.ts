import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, parseLocalDate } from '#domain/calendar/local-date.plain';
import { formatNumber } from '#domain/money/format-price';
import { proposalWords } from './maintenance-proposal-words';

const chilean = {
  km: (km: number) => formatNumber(km, { delimiter: '.', separator: ',' }),
  date: (date: string) => formatDayMonthYear(parseLocalDate(date)._unsafeUnwrap()),
};
const hilux = 'Toyota Hilux 2021';

describe('the words of the maintenance step due (issue 33)', () => {
  it('says a milestone due in the country’s number format', () => {
    expect(
      proposalWords({ reason: 'mileage', status: 'due', dueMileage: 120000, dueDate: null }, hilux, chilean),
    ).toEqual({ key: 'MAINTENANCE.PROPOSAL.MILEAGE_DUE', values: { vehicle: hilux, km: '120.000' } });
  });

  it('words an overdue and an upcoming milestone differently', () => {
    const words = (status: 'overdue' | 'upcoming') =>
      proposalWords({ reason: 'mileage', status, dueMileage: 40000, dueDate: '2027-01-10' }, hilux, chilean).key;
    expect([words('overdue'), words('upcoming')]).toEqual([
      'MAINTENANCE.PROPOSAL.MILEAGE_OVERDUE',
      'MAINTENANCE.PROPOSAL.MILEAGE_UPCOMING',
    ]);
  });

  it('says a step due by time by the day it falls due', () => {
    expect(
      proposalWords({ reason: 'time', status: 'overdue', dueMileage: 40000, dueDate: '2026-10-05' }, hilux, chilean),
    ).toEqual({ key: 'MAINTENANCE.PROPOSAL.TIME_OVERDUE', values: { vehicle: hilux, date: '05/10/2026' } });
  });

  it('names the next step without a when when its reason has no point', () => {
    expect(
      proposalWords({ reason: 'time', status: 'upcoming', dueMileage: null, dueDate: null }, hilux, chilean).key,
    ).toBe('MAINTENANCE.PROPOSAL.NEXT');
  });
});
