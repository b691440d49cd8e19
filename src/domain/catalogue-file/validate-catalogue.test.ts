import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueInput } from './catalogue';
import { anyValidCatalogueInput } from './catalogue.arbitraries';
import { formatCataloguePath, type CatalogueProblem, type CataloguePath } from './catalogue-problem';
import { catalogueDocument, validateCatalogue } from './validate-catalogue';

// A small salon: two locations, a bundle, a class, a special-discount service and a promotion.
function salon(): CatalogueInput {
  return {
    version: 1,
    company: { slug: 'salon-aurora', name: 'Salón Aurora', country: 'cl', online_payment: { provider: 'dlocal' } },
    locations: [
      {
        slug: 'providencia',
        name: 'Providencia',
        time_zone: 'America/Santiago',
        opening_hours: { monday: [['09:00', '20:00']], saturday: [['10:00', '14:00']] },
        closed_days: ['2026-12-25'],
      },
      {
        slug: 'las-condes',
        name: 'Las Condes',
        time_zone: 'America/Santiago',
        opening_hours: { tuesday: [['10:00', '19:00']] },
      },
    ],
    categories: [{ slug: 'cuts', name: 'Cortes' }],
    services: [
      {
        slug: 'womens-cut',
        name: 'Corte de pelo mujer',
        category: 'cuts',
        price: 18000,
        duration: 45,
        offered_at: ['providencia', 'las-condes'],
      },
      { slug: 'styling', name: 'Peinado', price: 15000, duration: 40, offered_at: ['providencia'] },
      {
        slug: 'bridal-pack',
        name: 'Pack novia',
        price: 30000,
        duration: 85,
        bundle: ['womens-cut', 'styling'],
        offered_at: ['providencia'],
      },
      {
        slug: 'facial',
        name: 'Limpieza facial',
        price: 30000,
        duration: 60,
        online_payable: true,
        paying_price: 30000,
        special_discount: { discount: 30, paying_price: 21000, starts_on: '2026-12-01', ends_on: '2026-12-31' },
        offered_at: ['providencia'],
      },
      {
        slug: 'styling-workshop',
        name: 'Taller de autopeinado',
        price: 25000,
        duration: 90,
        class: {
          seats: 8,
          times: [{ location: 'providencia', professional: 'camila', weekday: 'monday', starts_at: '18:00' }],
        },
        offered_at: ['providencia'],
      },
    ],
    professionals: [
      {
        slug: 'camila',
        name: 'Camila Rojas',
        services: ['womens-cut', 'styling', 'bridal-pack', 'facial', 'styling-workshop'],
        works_at: [
          {
            location: 'providencia',
            hours: {
              monday: [
                ['09:00', '13:00'],
                ['14:00', '20:00'],
              ],
            },
            days_off: ['2026-12-07'],
            other_hours: [{ date: '2026-12-14', hours: [['12:00', '16:00']] }],
          },
        ],
      },
      {
        slug: 'matias',
        name: 'Matías Fuentes',
        services: ['womens-cut'],
        works_at: [{ location: 'las-condes', hours: { tuesday: [['10:00', '19:00']] } }],
      },
    ],
    promotions: [
      {
        token: 'aurora-vuelve-ana',
        client_full_name: 'Ana Pérez',
        type: 'lost_client',
        starts_on: '2026-12-01',
        ends_on: '2026-12-15',
        services: [{ service: 'facial', discount: 40, paying_price: 18000 }],
      },
    ],
    gift_card_products: [
      {
        slug: 'tarjeta-regalo',
        name: 'Tarjeta de regalo',
        fixed_amounts: [20000, 40000, 60000],
        free_amount: { minimum: 10000, maximum: 200000 },
        validity_months: 12,
        honoured_at: ['providencia', 'las-condes'],
        terms: 'Válida por 12 meses.\nNo canjeable por dinero.',
      },
      {
        slug: 'regala-un-corte',
        name: 'Regala un corte',
        service: 'womens-cut',
        validity_months: 6,
        honoured_at: ['providencia', 'las-condes'],
      },
    ],
  };
}

/** A mutable copy, as a test edits a file. */
type Editable = ReturnType<typeof editable>;
function editable(input: CatalogueInput) {
  return structuredClone(input) as unknown as {
    company: Record<string, unknown>;
    locations: Record<string, unknown>[];
    categories: Record<string, unknown>[];
    services: Record<string, unknown>[];
    professionals: (Record<string, unknown> & {
      services: string[];
      works_at: (Record<string, unknown> & { hours: Record<string, string[][]> })[];
    })[];
    promotions: Record<string, unknown>[];
    gift_card_products: Record<string, unknown>[];
    maintenance_plans?: (Record<string, unknown> & { steps: Record<string, unknown>[] })[];
  };
}

function problemsAfter(edit: (file: Editable) => void, from: CatalogueInput = salon()): readonly CatalogueProblem[] {
  const file = editable(from);
  edit(file);
  return validateCatalogue(file).match(
    () => [],
    (problems) => problems,
  );
}

const at = (path: CataloguePath, tag: CatalogueProblem['_tag']): unknown =>
  expect.objectContaining({ path, _tag: tag });

describe('a catalogue file (issue 21)', () => {
  it('validates a well-formed salon and fills in what it leaves out', () => {
    const catalogue = validateCatalogue(salon())._unsafeUnwrap();
    expect(catalogue.company.currency).toEqual({ unit: '$', delimiter: '.', separator: ',' });
    expect(catalogue.company.booking.show_providers).toBe('can_choose');
    expect(catalogue.services[0]?.show_price).toBe(true);
    expect(catalogue.professionals[1]?.works_at[0]?.outside_opening_hours).toBe(false);
  });

  it('names each problem by its path in the file', () => {
    expect(formatCataloguePath(['services', 3, 'duration'])).toBe('services[3].duration');
    expect(formatCataloguePath(['professionals', 0, 'works_at', 1, 'hours', 'monday', 0])).toBe(
      'professionals[0].works_at[1].hours.monday[0]',
    );
    expect(formatCataloguePath([])).toBe('(catalogue)');
  });

  it('reports every shape problem at once, with the schema words for what it expected', () => {
    const problems = problemsAfter((file) => {
      file.company['colour'] = 'pink';
      file.company['currency'] = { unit: '$', delimiter: ',', separator: ',' };
      file.locations[1] = { ...file.locations[1], time_zone: undefined };
      file.services[3] = { ...file.services[3], duration: 47 };
    });
    expect(problems).toEqual([
      at(['company', 'colour'], 'ShapeProblem'),
      at(['company', 'currency'], 'ShapeProblem'),
      at(['locations', 1, 'time_zone'], 'ShapeProblem'),
      at(['services', 3, 'duration'], 'ShapeProblem'),
    ]);
    expect(problems[3]).toMatchObject({
      fault: 'invalid',
      expected: 'a positive multiple of 5 minutes, at most 1440',
      check: { kind: 'catalogue', check: 'duration' },
    });
    expect(problems[0]).toMatchObject({ fault: 'unexpected' });
  });

  it('takes pictures on the web or written in as data: URLs, and nothing else', () => {
    const pictures = (images: readonly string[]) =>
      problemsAfter((file) => {
        file.services[0] = { ...file.services[0], images };
      });
    expect(pictures(['https://salon.example/cut.jpg', 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E'])).toEqual([]);
    expect(pictures(['ftp://salon.example/cut.jpg'])).toEqual([
      expect.objectContaining({
        path: ['services', 0, 'images', 0],
        check: { kind: 'catalogue', check: 'imageAddress' },
      }),
    ]);
  });

  it('takes a location’s WhatsApp number with its country code, and refuses a number wa.me cannot open (issue 36)', () => {
    const whatsapp = (number: string) =>
      problemsAfter((file) => {
        file.locations[0] = { ...file.locations[0], whatsapp: number };
      });
    expect(whatsapp('+56 9 8765 4321')).toEqual([]);
    expect(validateCatalogue(salon())._unsafeUnwrap().locations[0]?.whatsapp).toBeNull();
    for (const number of ['2345 678', '+56 9 8765 4321 ext. 2', 'whatsapp'])
      expect(whatsapp(number), number).toEqual([
        expect.objectContaining({
          path: ['locations', 0, 'whatsapp'],
          check: { kind: 'catalogue', check: 'whatsappNumber' },
        }),
      ]);
  });

  it('takes the company’s apps on the stores’ own hosts, and refuses any other address (issue 36)', () => {
    const apps = (given: Record<string, string>) =>
      problemsAfter((file) => {
        file.company['apps'] = given;
      });
    expect(validateCatalogue(salon())._unsafeUnwrap().company.apps).toEqual({ app_store: null, google_play: null });
    expect(
      apps({
        app_store: 'https://apps.apple.com/cl/app/salon-aurora/id1234567890',
        google_play: 'https://play.google.com/store/apps/details?id=cl.salonaurora',
      }),
    ).toEqual([]);
    expect(
      apps({
        app_store: 'https://play.google.com/store/apps/details?id=cl.salonaurora',
        google_play: 'http://play.google.com/store/apps/details?id=cl.salonaurora',
      }),
    ).toEqual([
      expect.objectContaining({
        path: ['company', 'apps', 'app_store'],
        check: { kind: 'catalogue', check: 'appStoreAddress' },
      }),
      expect.objectContaining({
        path: ['company', 'apps', 'google_play'],
        check: { kind: 'catalogue', check: 'googlePlayAddress' },
      }),
    ]);
  });

  it('reports misspelt references with shape problems, in the same round', () => {
    const problems = problemsAfter((file) => {
      file.services[0] = { ...file.services[0], duration: 47, offered_at: ['providencia', 'las-condez'] };
      file.professionals[0]?.services.push('stylin');
      file.categories.push({ slug: 'cuts', name: 'Cortes otra vez' });
    });
    expect(problems).toEqual([
      at(['services', 0, 'duration'], 'ShapeProblem'),
      at(['categories', 1, 'slug'], 'DuplicateKey'),
      at(['services', 0, 'offered_at', 1], 'UnknownReference'),
      at(['professionals', 0, 'services', 5], 'UnknownReference'),
    ]);
  });

  it('refuses a format version it does not know', () => {
    expect(problemsAfter((file) => Object.assign(file, { version: 2 }))).toEqual([at(['version'], 'ShapeProblem')]);
  });

  describe('refuses', () => {
    it('two entities of a kind with the same slug, naming the first', () => {
      const problems = problemsAfter((file) => {
        file.categories.push({ slug: 'cuts', name: 'Otros cortes' });
      });
      expect(problems).toEqual([at(['categories', 1, 'slug'], 'DuplicateKey')]);
      expect(problems[0]).toMatchObject({ kind: 'category', key: 'cuts', firstPath: ['categories', 0, 'slug'] });
    });

    it('two promotions with the same token', () => {
      const problems = problemsAfter((file) => file.promotions.push({ ...file.promotions[0] }));
      expect(problems).toEqual([at(['promotions', 1, 'token'], 'DuplicateKey')]);
    });

    it('a reference to an entity the file does not have', () => {
      const problems = problemsAfter((file) => {
        file.services[0] = { ...file.services[0], category: 'colour' };
        file.professionals[1]?.services.push('keratin');
      });
      expect(problems).toEqual([
        at(['services', 0, 'category'], 'UnknownReference'),
        at(['professionals', 1, 'services', 1], 'UnknownReference'),
      ]);
    });

    it('a time zone the runtime does not know', () => {
      const problems = problemsAfter((file) => {
        file.locations[0] = { ...file.locations[0], time_zone: 'America/Gotham' };
      });
      expect(problems).toEqual([at(['locations', 0, 'time_zone'], 'UnknownTimeZone')]);
    });

    it('a bundle of one service, of itself, or of another bundle, class or session package', () => {
      const problems = problemsAfter((file) => {
        file.services.push({ slug: 'tiny-pack', name: 'Tiny', duration: 45, bundle: ['womens-cut'] });
        file.services.push({
          slug: 'odd-pack',
          name: 'Odd',
          duration: 60,
          bundle: ['odd-pack', 'bridal-pack', 'styling-workshop', 'nothing'],
        });
      });
      expect(problems).toEqual([
        at(['services', 5, 'bundle'], 'BundleTooSmall'),
        at(['services', 6, 'bundle', 0], 'BundleMemberInvalid'),
        at(['services', 6, 'bundle', 1], 'BundleMemberInvalid'),
        at(['services', 6, 'bundle', 2], 'BundleMemberInvalid'),
        at(['services', 6, 'bundle', 3], 'UnknownReference'),
      ]);
      expect(problems.slice(1, 4).map((problem) => ('fault' in problem ? problem.fault : null))).toEqual([
        'itself',
        'bundle',
        'class',
      ]);
    });

    it('a bundle offered where one of its services is not', () => {
      const problems = problemsAfter((file) => {
        file.services[2] = { ...file.services[2], offered_at: ['providencia', 'las-condes'] };
        file.professionals[1]?.services.push('bridal-pack');
      });
      expect(problems).toEqual([at(['services', 2, 'offered_at', 1], 'BundleMemberNotOffered')]);
      expect(problems[0]).toMatchObject({ member: 'styling', location: 'las-condes' });
    });

    it('a service that is both a session package and a bundle', () => {
      const problems = problemsAfter((file) => {
        file.services[2] = { ...file.services[2], sessions: 4 };
      });
      expect(problems).toEqual([at(['services', 2], 'ServiceKindsMixed')]);
    });

    it('a professional who performs a service where they do not work', () => {
      const problems = problemsAfter((file) => file.professionals[1]?.services.push('styling'));
      expect(problems).toEqual([at(['professionals', 1, 'services', 1], 'ProfessionalNotWhereOffered')]);
    });

    it('a service offered at a location where nobody performs it', () => {
      const problems = problemsAfter((file) => {
        const matias = file.professionals[1];
        if (matias !== undefined) matias.services = [];
      });
      expect(problems).toEqual([at(['services', 0, 'offered_at', 1], 'NobodyPerformsThere')]);
    });

    it('a second special-discount service', () => {
      const problems = problemsAfter((file) => {
        file.services[0] = {
          ...file.services[0],
          online_payable: true,
          special_discount: { discount: 10, starts_on: '2026-12-01', ends_on: '2026-12-02' },
        };
      });
      expect(problems).toEqual([at(['services', 3, 'special_discount'], 'SpecialDiscountRepeated')]);
      expect(problems[0]).toMatchObject({ firstService: 'womens-cut' });
    });

    it('what only a service paid online may have, on a service not paid online', () => {
      const problems = problemsAfter((file) => {
        file.services[1] = { ...file.services[1], must_be_paid_online: true, online_down_payment: 5000, discount: 10 };
        file.services[3] = { ...file.services[3], online_payable: false };
      });
      expect(problems).toEqual([
        at(['services', 1, 'must_be_paid_online'], 'NeedsOnlinePayment'),
        at(['services', 1, 'online_down_payment'], 'NeedsOnlinePayment'),
        at(['services', 1, 'discount'], 'NeedsOnlinePayment'),
        at(['services', 3, 'special_discount'], 'NeedsOnlinePayment'),
        at(['promotions', 0, 'services', 0, 'service'], 'NeedsOnlinePayment'),
      ]);
    });

    it('a service payable online in a company that takes no online payments', () => {
      const problems = problemsAfter((file) => {
        file.company['online_payment'] = null;
      });
      expect(problems).toEqual([at(['services', 3, 'online_payable'], 'CompanyTakesNoOnlinePayment')]);
    });

    it('a down payment of more than the service costs online', () => {
      const problems = problemsAfter((file) => {
        file.services[3] = { ...file.services[3], online_down_payment: 40000 };
      });
      expect(problems).toEqual([at(['services', 3, 'online_down_payment'], 'DownPaymentOutOfRange')]);
    });

    it('a promotion or special discount that ends before it starts', () => {
      const problems = problemsAfter((file) => {
        file.promotions[0] = { ...file.promotions[0], ends_on: '2026-11-30' };
        file.services[3] = {
          ...file.services[3],
          special_discount: { discount: 30, starts_on: '2026-12-01', ends_on: '2026-11-01' },
        };
      });
      expect(problems).toEqual([
        at(['services', 3, 'special_discount', 'ends_on'], 'DatesReversed'),
        at(['promotions', 0, 'ends_on'], 'DatesReversed'),
      ]);
    });

    it('a client-exclusive company that does not say how its clients identify themselves', () => {
      const problems = problemsAfter((file) => {
        file.company['booking'] = { client_exclusive: true };
      });
      expect(problems).toEqual([at(['company', 'booking', 'client_exclusive_by'], 'ClientExclusiveWithoutIdentifier')]);
    });

    it('a categoric question without answers, a question asked twice, a client form field shown twice', () => {
      const problems = problemsAfter((file) => {
        file.company['booking'] = {
          client_form: [{ field: 'email' }, { field: 'email', required: true }],
          custom_attributes: [
            { slug: 'alergias', name: 'Alergias', type: 'categoric' },
            { slug: 'alergias', name: 'Alergias', type: 'text' },
          ],
        };
      });
      expect(problems).toEqual([
        at(['company', 'booking', 'client_form', 1, 'field'], 'DuplicateKey'),
        at(['company', 'booking', 'custom_attributes', 1, 'slug'], 'DuplicateKey'),
        at(['company', 'booking', 'custom_attributes', 0, 'categories'], 'CustomAttributeCategories'),
      ]);
    });

    it("a professional's hours outside the location's opening hours, unless marked outside on purpose", () => {
      const late = (outside: boolean) =>
        problemsAfter((file) => {
          const workplace = file.professionals[0]?.works_at[0];
          if (workplace === undefined) return;
          workplace.hours['saturday'] = [['13:00', '15:00']];
          workplace['outside_opening_hours'] = outside;
        });
      expect(late(false)).toEqual([
        at(['professionals', 0, 'works_at', 0, 'hours', 'saturday', 0], 'HoursOutsideOpening'),
      ]);
      expect(late(true)).toEqual([]);
    });

    it('other hours outside opening hours or on a day the location is closed', () => {
      const problems = problemsAfter((file) => {
        const workplace = file.professionals[0]?.works_at[0];
        if (workplace === undefined) return;
        workplace['other_hours'] = [
          { date: '2026-12-14', hours: [['07:00', '10:00']] },
          { date: '2026-12-25', hours: [['10:00', '12:00']] },
        ];
      });
      expect(problems).toEqual([
        at(['professionals', 0, 'works_at', 0, 'other_hours', 0, 'hours', 0], 'HoursOutsideOpening'),
        at(['professionals', 0, 'works_at', 0, 'other_hours', 1, 'date'], 'HoursOnClosedDay'),
      ]);
    });

    it('the same date twice among days off and other hours, or among closed days', () => {
      const problems = problemsAfter((file) => {
        const workplace = file.professionals[0]?.works_at[0];
        if (workplace === undefined) return;
        workplace['days_off'] = ['2026-12-14'];
        file.locations[0] = { ...file.locations[0], closed_days: ['2026-12-25', '2026-12-25'] };
      });
      expect(problems).toEqual([
        at(['locations', 0, 'closed_days', 1], 'RepeatedDate'),
        at(['professionals', 0, 'works_at', 0, 'other_hours', 0, 'date'], 'RepeatedDate'),
      ]);
    });

    it('overlapping hours within a day, and a professional at two locations at once', () => {
      const problems = problemsAfter((file) => {
        file.locations[0] = {
          ...file.locations[0],
          opening_hours: {
            monday: [
              ['09:00', '20:00'],
              ['19:00', '21:00'],
            ],
          },
        };
        file.locations[1] = {
          ...file.locations[1],
          opening_hours: { monday: [['09:00', '20:00']], tuesday: [['10:00', '19:00']] },
        };
        file.professionals[0]?.works_at.push({ location: 'las-condes', hours: { monday: [['12:00', '15:00']] } });
      });
      expect(problems).toEqual([
        at(['locations', 0, 'opening_hours', 'monday', 1], 'HoursOverlap'),
        at(['professionals', 0, 'works_at', 1, 'hours', 'monday'], 'WorkplacesOverlap'),
      ]);
    });

    it('a class given by someone who does not perform it, or outside their hours', () => {
      const problems = problemsAfter((file) => {
        file.services[4] = {
          ...file.services[4],
          class: {
            seats: 8,
            times: [
              { location: 'providencia', professional: 'matias', weekday: 'monday', starts_at: '18:00' },
              { location: 'providencia', professional: 'camila', weekday: 'monday', starts_at: '19:00' },
              { location: 'las-condes', professional: 'camila', weekday: 'tuesday', starts_at: '10:00' },
              { location: 'vitacura', professional: 'camila', weekday: 'tuesday', starts_at: '10:00' },
            ],
          },
        };
      });
      expect(problems).toEqual([
        at(['services', 4, 'class', 'times', 0], 'ClassTimeInvalid'),
        at(['services', 4, 'class', 'times', 1], 'ClassTimeInvalid'),
        at(['services', 4, 'class', 'times', 2], 'ClassTimeInvalid'),
        at(['services', 4, 'class', 'times', 3, 'location'], 'UnknownReference'),
      ]);
      expect(problems.slice(0, 3).map((problem) => ('fault' in problem ? problem.fault : null))).toEqual([
        'notPerformedByProfessional',
        'outsideHours',
        'notOfferedThere',
      ]);
    });
  });
});

describe("a catalogue file's gift card products (issue 31)", () => {
  const giftCard = (file: Editable, index: number, change: Record<string, unknown>) => {
    file.gift_card_products[index] = { ...file.gift_card_products[index], ...change };
  };

  it('keeps fixed amounts, a free amount, a service, the validity, where they are honoured and terms of several lines', () => {
    const [amounts, service] = validateCatalogue(salon())._unsafeUnwrap().gift_card_products;
    expect(amounts).toEqual({
      slug: 'tarjeta-regalo',
      name: 'Tarjeta de regalo',
      fixed_amounts: [20000, 40000, 60000],
      free_amount: { minimum: 10000, maximum: 200000 },
      service: null,
      validity_months: 12,
      honoured_at: ['providencia', 'las-condes'],
      terms: 'Válida por 12 meses.\nNo canjeable por dinero.',
    });
    expect(service).toMatchObject({ service: 'womens-cut', fixed_amounts: [], free_amount: null, terms: '' });
  });

  describe('refuses', () => {
    it('a gift card with no way to say what it is worth', () => {
      const problems = problemsAfter((file) => {
        giftCard(file, 0, { fixed_amounts: [], free_amount: null });
      });
      expect(problems).toEqual([at(['gift_card_products', 0], 'GiftCardWithoutAmount')]);
    });

    it('a gift card worth a service that also has amounts', () => {
      const problems = problemsAfter((file) => {
        giftCard(file, 1, { fixed_amounts: [20000] });
      });
      expect(problems).toEqual([at(['gift_card_products', 1, 'service'], 'GiftCardWorthMixed')]);
    });

    it('a free amount whose minimum is above its maximum, and a fixed amount listed twice', () => {
      const problems = problemsAfter((file) => {
        giftCard(file, 0, { free_amount: { minimum: 50000, maximum: 20000 }, fixed_amounts: [20000, 40000, 20000] });
      });
      expect(problems).toEqual([
        at(['gift_card_products', 0, 'free_amount', 'maximum'], 'FreeAmountReversed'),
        at(['gift_card_products', 0, 'fixed_amounts', 2], 'RepeatedAmount'),
      ]);
      expect(problems[0]).toMatchObject({ minimum: 50000, maximum: 20000 });
    });

    it('amounts of nothing, below nothing or of fractions of a cent, and a validity under a month', () => {
      const problems = problemsAfter((file) => {
        giftCard(file, 0, {
          fixed_amounts: [0, -5000, 100.005],
          free_amount: { minimum: 0, maximum: 1000 },
          validity_months: 0,
        });
      });
      expect(problems.map((problem) => formatCataloguePath(problem.path))).toEqual([
        'gift_card_products[0].fixed_amounts[0]',
        // Below nothing breaks both money's range and a gift card's "above 0".
        'gift_card_products[0].fixed_amounts[1]',
        'gift_card_products[0].fixed_amounts[1]',
        'gift_card_products[0].fixed_amounts[2]',
        'gift_card_products[0].free_amount.minimum',
        'gift_card_products[0].validity_months',
      ]);
      expect(problems[0]).toMatchObject({ check: { kind: 'catalogue', check: 'positiveAmount' } });
      expect(problems[3]).toMatchObject({ check: { kind: 'catalogue', check: 'twoDecimals' } });
    });

    it('a gift card honoured nowhere', () => {
      const problems = problemsAfter((file) => {
        giftCard(file, 0, { honoured_at: [] });
      });
      expect(problems).toEqual([at(['gift_card_products', 0, 'honoured_at'], 'ShapeProblem')]);
    });

    it('a service or a location the file does not have, even beside a shape problem', () => {
      const problems = problemsAfter((file) => {
        giftCard(file, 1, { service: 'keratin', honoured_at: ['providencia', 'vitacura'], validity_months: 'twelve' });
      });
      expect(problems).toEqual([
        at(['gift_card_products', 1, 'validity_months'], 'ShapeProblem'),
        at(['gift_card_products', 1, 'service'], 'UnknownReference'),
        at(['gift_card_products', 1, 'honoured_at', 1], 'UnknownReference'),
      ]);
    });

    it('a gift card worth a service without a price', () => {
      const problems = problemsAfter((file) => {
        file.services[0] = { ...file.services[0], price: null };
      });
      expect(problems).toEqual([at(['gift_card_products', 1, 'service'], 'GiftCardServiceWithoutPrice')]);
    });

    it('a gift card worth a service honoured where the service is not offered', () => {
      const problems = problemsAfter((file) => {
        giftCard(file, 1, { service: 'styling' });
      });
      expect(problems).toEqual([at(['gift_card_products', 1, 'honoured_at', 1], 'GiftCardServiceNotOffered')]);
      expect(problems[0]).toMatchObject({ service: 'styling', location: 'las-condes' });
    });

    it('two gift cards with the same slug, and a location named twice', () => {
      const problems = problemsAfter((file) => {
        giftCard(file, 1, { slug: 'tarjeta-regalo', honoured_at: ['providencia', 'providencia'] });
      });
      expect(problems).toEqual([
        at(['gift_card_products', 1, 'slug'], 'DuplicateKey'),
        at(['gift_card_products', 1, 'honoured_at', 1], 'DuplicateKey'),
      ]);
      expect(problems[0]).toMatchObject({ kind: 'giftCardProduct', firstPath: ['gift_card_products', 0, 'slug'] });
    });
  });
});

// Mutations that each break one rule of a valid file, and the path the refusal must name.
type Mutation = (file: Editable, pick: number) => CataloguePath | null;
const pickOf = (list: readonly unknown[], pick: number) => pick % list.length;

const mutations: Readonly<Record<string, Mutation>> = {
  maintenanceStepOfNoService: (file, pick) => {
    const plan = file.maintenance_plans?.[pickOf(file.maintenance_plans, pick)];
    if (plan === undefined || file.maintenance_plans === undefined) return null;
    plan.steps.push({ service: 'no-such-service', every_km: 10_000 });
    return ['maintenance_plans', file.maintenance_plans.indexOf(plan), 'steps', plan.steps.length - 1, 'service'];
  },
  maintenanceStepWithoutInterval: (file, pick) => {
    const plan = file.maintenance_plans?.[pickOf(file.maintenance_plans, pick)];
    if (plan === undefined || file.maintenance_plans === undefined) return null;
    const at = pickOf(plan.steps, pick);
    plan.steps[at] = { ...plan.steps[at], every_km: null, every_months: null, tolerance_km: 0 };
    return ['maintenance_plans', file.maintenance_plans.indexOf(plan), 'steps', at];
  },
  maintenanceToleranceTooWide: (file, pick) => {
    const plan = file.maintenance_plans?.[pickOf(file.maintenance_plans, pick)];
    if (plan === undefined || file.maintenance_plans === undefined) return null;
    const at = pickOf(plan.steps, pick);
    plan.steps[at] = { ...plan.steps[at], every_km: 10_000, tolerance_km: 5_000 };
    return ['maintenance_plans', file.maintenance_plans.indexOf(plan), 'steps', at, 'tolerance_km'];
  },
  maintenancePlansOverlap: (file, pick) => {
    const plan = file.maintenance_plans?.[pickOf(file.maintenance_plans, pick)];
    if (plan === undefined || file.maintenance_plans === undefined) return null;
    file.maintenance_plans.push({ ...structuredClone(plan), slug: 'overlapping-plan' });
    return ['maintenance_plans', file.maintenance_plans.length - 1, plan['brand'] === null ? 'brand' : 'model'];
  },
  giftCardWithoutAmount: (file, pick) => {
    if (file.gift_card_products.length === 0) return null;
    const index = pickOf(file.gift_card_products, pick);
    file.gift_card_products[index] = {
      ...file.gift_card_products[index],
      fixed_amounts: [],
      free_amount: null,
      service: null,
    };
    return ['gift_card_products', index];
  },
  giftCardHonouredNowhereKnown: (file, pick) => {
    if (file.gift_card_products.length === 0) return null;
    const index = pickOf(file.gift_card_products, pick);
    const honoured = [...((file.gift_card_products[index]?.['honoured_at'] as string[] | undefined) ?? []), 'nowhere'];
    file.gift_card_products[index] = { ...file.gift_card_products[index], honoured_at: honoured };
    return ['gift_card_products', index, 'honoured_at', honoured.length - 1];
  },
  giftCardForAlmostNothing: (file, pick) => {
    if (file.gift_card_products.length === 0) return null;
    const index = pickOf(file.gift_card_products, pick);
    file.gift_card_products[index] = { ...file.gift_card_products[index], validity_months: 0 };
    return ['gift_card_products', index, 'validity_months'];
  },
  durationOffTheGrid: (file, pick) => {
    const index = pickOf(file.services, pick);
    file.services[index] = { ...file.services[index], duration: 5 * (pick % 10) + 3 };
    return ['services', index, 'duration'];
  },
  unknownTimeZone: (file, pick) => {
    const index = pickOf(file.locations, pick);
    file.locations[index] = { ...file.locations[index], time_zone: 'Mars/Olympus_Mons' };
    return ['locations', index, 'time_zone'];
  },
  duplicateLocation: (file, pick) => {
    const index = pickOf(file.locations, pick);
    file.locations.push({ ...file.locations[index] });
    return ['locations', file.locations.length - 1, 'slug'];
  },
  unknownServiceOfAProfessional: (file, pick) => {
    const professional = file.professionals[pickOf(file.professionals, pick)];
    if (professional === undefined) return null;
    professional.services.push('no-such-service');
    return ['professionals', file.professionals.indexOf(professional), 'services', professional.services.length - 1];
  },
  unknownLocationOffering: (file, pick) => {
    const index = pickOf(file.services, pick);
    const offered = [...((file.services[index]?.['offered_at'] as string[] | undefined) ?? []), 'nowhere'];
    file.services[index] = { ...file.services[index], offered_at: offered };
    return ['services', index, 'offered_at', offered.length - 1];
  },
  hoursBeforeOpening: (file, pick) => {
    const index = pickOf(file.professionals, pick);
    const workplace = file.professionals[index]?.works_at[0];
    if (workplace === undefined) return null;
    // Generated locations open at 06:00 at the earliest.
    const monday = [...(workplace.hours['monday'] ?? []), ['00:00', '05:00']];
    workplace.hours['monday'] = monday;
    return ['professionals', index, 'works_at', 0, 'hours', 'monday', monday.length - 1];
  },
  secondSpecialDiscount: (file) => {
    if (file.services.length < 2) return null;
    file.company['online_payment'] = { provider: 'epayco' };
    const discount = { discount: 15, starts_on: '2026-01-01', ends_on: '2026-01-31' };
    file.services = file.services.map((service, index) => ({
      ...service,
      ...(index < 2 ? { online_payable: true, special_discount: discount } : { special_discount: null }),
    }));
    return ['services', 1, 'special_discount'];
  },
  mustPayOnlineWhatCannotBePaidOnline: (file, pick) => {
    const index = pickOf(file.services, pick);
    file.services[index] = { ...file.services[index], online_payable: false, must_be_paid_online: true };
    return ['services', index, 'must_be_paid_online'];
  },
  bundleOfNothing: (file, pick) => {
    const index = pickOf(file.services, pick);
    file.services[index] = { ...file.services[index], bundle: ['no-such-service', 'nor-this-one'] };
    return ['services', index, 'bundle', 0];
  },
  professionalWorkingNowhere: (file) => {
    const service = file.services[0]?.['slug'];
    if (typeof service !== 'string') return null;
    file.professionals.push({ slug: 'wanderer', name: 'Wanderer', services: [service], works_at: [] });
    return ['professionals', file.professionals.length - 1, 'services', 0];
  },
  nobodyPerformsIt: (file, pick) => {
    const offered = file.services.filter(
      (service) => ((service['offered_at'] as string[] | undefined) ?? []).length > 0,
    );
    const service = offered[pickOf(offered, pick)];
    if (service === undefined) return null;
    for (const professional of file.professionals) {
      professional.services = professional.services.filter((slug) => slug !== service['slug']);
    }
    return ['services', file.services.indexOf(service), 'offered_at', 0];
  },
  unknownCompanyKey: (file) => {
    file.company['colour'] = 'pink';
    return ['company', 'colour'];
  },
  ambiguousCurrency: (file) => {
    file.company['currency'] = { unit: '$', delimiter: ',', separator: ',' };
    return ['company', 'currency'];
  },
  exclusiveWithoutIdentifier: (file) => {
    file.company['booking'] = { client_exclusive: true };
    return ['company', 'booking', 'client_exclusive_by'];
  },
};

describe('validating a catalogue file (properties)', () => {
  it('accepts every valid catalogue', () => {
    fc.assert(
      fc.property(anyValidCatalogueInput, (input) => {
        expect(validateCatalogue(input).isOk()).toBe(true);
      }),
    );
  });

  it('writes every catalogue back as a file that validates to the same catalogue', () => {
    fc.assert(
      fc.property(anyValidCatalogueInput, (input) => {
        const catalogue = validateCatalogue(input)._unsafeUnwrap();
        const written = catalogueDocument(catalogue);
        expect(validateCatalogue(written)._unsafeUnwrap()).toEqual(catalogue);
        expect(catalogueDocument(validateCatalogue(written)._unsafeUnwrap())).toEqual(written);
      }),
    );
  });

  it('refuses a catalogue broken in one place, naming that place', () => {
    fc.assert(
      fc.property(anyValidCatalogueInput, fc.constantFrom(...Object.keys(mutations)), fc.nat(), (input, name, pick) => {
        const file = editable(input);
        const path = mutations[name]?.(file, pick) ?? null;
        fc.pre(path !== null);
        const problems = validateCatalogue(file).match(
          () => [],
          (found) => found,
        );
        expect(problems.map((problem) => formatCataloguePath(problem.path))).toContain(formatCataloguePath(path));
      }),
    );
  });
});
