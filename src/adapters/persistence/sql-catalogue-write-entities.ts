import { isoWeekdayOf, type Catalogue, type ServiceEntry } from '#domain/catalogue-file/catalogue';
import { adopt, hoursRowsOf, upsert, type Links } from './sql-catalogue-write-rows';
import type { SqlExecutor } from './sql-database';

// Writing a catalogue's entities, one kind at a time (docs/adr/0077): each upserted by its slug in
// the file's order, after adopting the rows made before catalogue files that the file names, and
// its links gathered for the end of the write.

/** The ids of the locations and services the catalogue names, by slug; a slug it does not hold is a bug. */
export interface CatalogueIds {
  readonly location: (slug: string) => number;
  readonly service: (slug: string) => number;
}

/** The company's locations with their opening hours and closed days; their ids by slug. */
export async function writeLocations(
  executor: SqlExecutor,
  companyId: number,
  locations: Catalogue['locations'],
  links: Links,
): Promise<ReadonlyMap<string, number>> {
  const ids = new Map<string, number>();
  await adopt(
    executor,
    'locations',
    'location',
    companyId,
    locations.map((each) => each.slug),
  );
  for (const [position, location] of locations.entries()) {
    const id = await upsert(executor, 'locations', ['company_id', 'slug'], {
      company_id: companyId,
      slug: location.slug,
      name: location.name,
      address: location.address,
      phone: location.phone,
      email: location.email,
      whatsapp: location.whatsapp,
      time_zone: location.time_zone,
      country_code: location.country,
      banner: location.banner,
      image: location.image,
      description: location.description,
      reviews_option: location.reviews,
      position,
      is_active: true,
      retired_at: null,
    });
    ids.set(location.slug, id);
    for (const hours of hoursRowsOf(location.opening_hours)) {
      links.add('location_weekly_hours', 'location_id integer, iso_weekday integer, opens_at time, closes_at time', [
        id,
        hours.weekday,
        hours.from,
        hours.to,
      ]);
    }
    for (const day of new Set(location.closed_days)) {
      links.add('location_closed_days', 'location_id integer, on_date date', [id, day]);
    }
  }
  return ids;
}

/** The company's categories; their ids by slug. */
export async function writeCategories(
  executor: SqlExecutor,
  companyId: number,
  categories: Catalogue['categories'],
): Promise<ReadonlyMap<string, number>> {
  const ids = new Map<string, number>();
  await adopt(
    executor,
    'service_categories',
    'category',
    companyId,
    categories.map((each) => each.slug),
  );
  for (const [position, category] of categories.entries()) {
    ids.set(
      category.slug,
      await upsert(executor, 'service_categories', ['company_id', 'slug'], {
        company_id: companyId,
        slug: category.slug,
        name: category.name,
        position,
        retired_at: null,
      }),
    );
  }
  return ids;
}

/** The company's services, each in its category; their ids by slug. */
export async function writeServices(
  executor: SqlExecutor,
  companyId: number,
  services: Catalogue['services'],
  categoryIds: ReadonlyMap<string, number>,
): Promise<ReadonlyMap<string, number>> {
  const ids = new Map<string, number>();
  await adopt(
    executor,
    'services',
    'service',
    companyId,
    services.map((each) => each.slug),
  );
  for (const [position, service] of services.entries()) {
    const categoryId = service.category === null ? null : (categoryIds.get(service.category) ?? null);
    ids.set(
      service.slug,
      await upsert(executor, 'services', ['company_id', 'slug'], {
        company_id: companyId,
        slug: service.slug,
        category_id: categoryId,
        ...serviceColumns(service),
        position,
        retired_at: null,
      }),
    );
  }
  return ids;
}

function serviceColumns(service: ServiceEntry): Record<string, unknown> {
  const special = service.special_discount;
  return {
    name: service.name,
    description: service.description,
    price: service.price,
    paying_price: service.paying_price,
    discount: service.discount,
    duration_minutes: service.duration,
    show_price: service.show_price,
    show_duration: service.show_duration,
    online_payable: service.online_payable,
    must_be_paid_online: service.must_be_paid_online,
    online_down_payment: service.online_down_payment !== null,
    online_down_payment_amount: service.online_down_payment ?? 0,
    sessions_amount: service.sessions,
    simultaneous_package: service.simultaneous_package,
    class_service: service.class !== null,
    class_capacity: service.class?.seats ?? null,
    is_video: service.video,
    outcall: service.outcall,
    images: JSON.stringify(service.images),
    charly_discount: special?.discount ?? 0,
    paying_price_charly: special?.paying_price ?? null,
    charly_promotion_start_date: special?.starts_on ?? null,
    charly_promotion_end_date: special?.ends_on ?? null,
  };
}

/** What a professional's write needs beside the executor: the company, the document, the links and the ids so far. */
interface ProfessionalsWrite {
  readonly companyId: number;
  readonly next: Catalogue;
  readonly links: Links;
  readonly ids: CatalogueIds;
}

/** The company's professionals, what each performs and where and when each works; their ids by slug. */
export async function writeProfessionals(
  executor: SqlExecutor,
  { companyId, next, links, ids }: ProfessionalsWrite,
): Promise<ReadonlyMap<string, number>> {
  const professionalIds = new Map<string, number>();
  await adopt(
    executor,
    'providers',
    'professional',
    companyId,
    next.professionals.map((each) => each.slug),
  );
  for (const [position, professional] of next.professionals.entries()) {
    const id = await upsert(executor, 'providers', ['company_id', 'slug'], {
      company_id: companyId,
      slug: professional.slug,
      public_name: professional.name,
      biography: professional.biography,
      image: professional.image,
      position,
      retired_at: null,
    });
    professionalIds.set(professional.slug, id);
    for (const service of new Set(professional.services)) {
      links.add('provider_services', 'provider_id integer, service_id integer', [id, ids.service(service)]);
    }
    for (const [at, workplace] of professional.works_at.entries()) {
      linkWorkplace(links, { id, at, workplace, where: ids.location(workplace.location), locations: next.locations });
    }
  }
  return professionalIds;
}

interface Workplace {
  readonly id: number;
  readonly at: number;
  readonly workplace: Catalogue['professionals'][number]['works_at'][number];
  readonly where: number;
  readonly locations: Catalogue['locations'];
}

/** Where a professional works, with their hours, days off and other hours there. */
function linkWorkplace(links: Links, { id, at, workplace, where, locations }: Workplace): void {
  links.add(
    'provider_locations',
    'provider_id integer, location_id integer, outside_opening_hours boolean, position integer',
    [id, where, workplace.outside_opening_hours, at],
  );
  for (const hours of hoursRowsOf(workplace.hours)) {
    links.add(
      'provider_weekly_hours',
      'provider_id integer, location_id integer, iso_weekday integer, starts_at time, ends_at time',
      [id, where, hours.weekday, hours.from, hours.to],
    );
  }
  const exception = (day: string, from: string | null, to: string | null, closedDay: boolean) => {
    links.add(
      'provider_exceptions',
      'provider_id integer, location_id integer, on_date date, starts_at time, ends_at time, from_closed_day boolean',
      [id, where, day, from, to, closedDay],
    );
  };
  for (const day of new Set(workplace.days_off)) exception(day, null, null, false);
  for (const other of workplace.other_hours) {
    for (const [from, to] of other.hours) exception(other.date, from, to, false);
  }
  // The location's closed days, as days off the availability reads (not exported as the professional's).
  const location = locations.find((each) => each.slug === workplace.location);
  for (const day of new Set(location?.closed_days ?? [])) exception(day, null, null, true);
}

/** Where each service is offered, a bundle's members and a class's times. */
export function linkServices(
  links: Links,
  services: Catalogue['services'],
  ids: CatalogueIds,
  professionalIds: ReadonlyMap<string, number>,
): void {
  for (const service of services) {
    const id = ids.service(service.slug);
    for (const location of new Set(service.offered_at)) {
      links.add('location_services', 'location_id integer, service_id integer', [ids.location(location), id]);
    }
    for (const [at, member] of service.bundle.entries()) {
      links.add('bundle_members', 'bundle_id integer, position integer, member_id integer', [
        id,
        at + 1,
        ids.service(member),
      ]);
    }
    for (const time of service.class?.times ?? []) {
      const professional = professionalIds.get(time.professional);
      if (professional === undefined)
        throw new Error(`A class names professional ${time.professional}, who is not in the catalogue`);
      links.add(
        'service_class_times',
        'service_id integer, location_id integer, provider_id integer, iso_weekday integer, starts_at time',
        [id, ids.location(time.location), professional, isoWeekdayOf(time.weekday), time.starts_at],
      );
    }
  }
}

/** The company's promotions and the services each discounts; a token another company holds is not taken over. */
export async function writePromotions(
  executor: SqlExecutor,
  companyId: number,
  promotions: Catalogue['promotions'],
  { links, ids }: { readonly links: Links; readonly ids: CatalogueIds },
): Promise<void> {
  for (const promotion of promotions) {
    const id = await upsert(
      executor,
      'promotions',
      ['token'],
      {
        company_id: companyId,
        token: promotion.token,
        client_full_name: promotion.client_full_name,
        promotion_type: promotion.type,
        starts_on: promotion.starts_on,
        ends_on: promotion.ends_on,
        retired_at: null,
      },
      'promotions.company_id = EXCLUDED.company_id',
    );
    for (const promoted of promotion.services) {
      links.add(
        'promotion_services',
        'promotion_id integer, service_id integer, charly_discount numeric, paying_price_charly numeric',
        [id, ids.service(promoted.service), promoted.discount, promoted.paying_price],
      );
    }
  }
}
