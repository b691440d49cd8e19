import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCatalogService, exampleBundleMember, exampleService } from '../catalog/service.arbitraries';
import { managementPageFor } from './edit-shortcuts';

describe('the editor’s shortcuts (storefront §2 Routes, edit shortcuts)', () => {
  it('edits the location’s image from the banner, and the company from the logo and the name', () => {
    expect(managementPageFor({ target: 'banner', locationId: 1 })).toEqual({
      section: 'locations',
      query: [
        ['action', 'edit_local_image'],
        ['locationId', '1'],
      ],
    });
    expect(managementPageFor({ target: 'logo' })).toEqual({ section: 'company', query: [] });
    expect(managementPageFor({ target: 'company' })).toEqual({ section: 'company', query: [] });
  });

  it('edits a service, a class or a bundle by its own action, with the service and its category', () => {
    const cut = exampleService({ id: 51, categoryId: 3 });
    const workshop = exampleService({ id: 52, categoryId: 4, classService: true });
    const pack = exampleService({
      id: 53,
      categoryId: 5,
      bundle: [exampleBundleMember(8, 'Lavado'), exampleBundleMember(9, 'Corte')],
    });
    expect(managementPageFor({ target: 'service', service: cut }).query).toEqual([
      ['action', 'edit_service'],
      ['serviceId', '51'],
      ['categoryId', '3'],
    ]);
    expect(managementPageFor({ target: 'service', service: workshop }).query).toEqual([
      ['action', 'edit_class'],
      ['serviceId', '52'],
      ['categoryId', '4'],
    ]);
    expect(managementPageFor({ target: 'service', service: pack }).query).toEqual([
      ['action', 'edit_bundle'],
      ['serviceId', '53'],
      ['categoryId', '5'],
    ]);
    expect(managementPageFor({ target: 'serviceImage', service: cut }).query[0]).toEqual([
      'action',
      'edit_service_image',
    ]);
    expect(managementPageFor({ target: 'serviceImage', service: workshop }).query[0]).toEqual([
      'action',
      'edit_class_image',
    ]);
  });

  it('always names the service, and its category when it has one', () => {
    fc.assert(
      fc.property(
        anyCatalogService,
        fc.constantFrom('service' as const, 'serviceImage' as const),
        (service, target) => {
          const page = managementPageFor({ target, service });
          expect(page.section).toBe('services');
          expect(page.query).toContainEqual(['serviceId', String(service.id)]);
          expect(page.query.some(([name]) => name === 'categoryId')).toBe(service.categoryId !== null);
        },
      ),
    );
  });
});
