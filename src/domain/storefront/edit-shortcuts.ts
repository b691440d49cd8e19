import { serviceKind, type Service } from '../catalog/service.plain';

// The editor's shortcuts on a location page (storefront §2 "Edit shortcuts open the provider's
// management area in a new tab"): where each goes in the management area, with the action and the
// ids the spec names. Shown only to a user who can edit the company (`canEditCompany`).

export type EditShortcut =
  | { readonly target: 'banner'; readonly locationId: number }
  | { readonly target: 'logo' | 'company' }
  | { readonly target: 'service' | 'serviceImage'; readonly service: Service };

/** A management-area page: its section and its query parameters, in order. */
export interface ManagementPage {
  readonly section: 'locations' | 'company' | 'services';
  readonly query: readonly (readonly [string, string])[];
}

export function managementPageFor(shortcut: EditShortcut): ManagementPage {
  switch (shortcut.target) {
    case 'banner':
      return {
        section: 'locations',
        query: [
          ['action', 'edit_local_image'],
          ['locationId', String(shortcut.locationId)],
        ],
      };
    case 'logo':
    case 'company':
      return { section: 'company', query: [] };
    case 'service':
    case 'serviceImage': {
      const { service } = shortcut;
      const kind = serviceKind(service);
      const isClass = service.classService;
      const action =
        shortcut.target === 'serviceImage'
          ? isClass
            ? 'edit_class_image'
            : 'edit_service_image'
          : kind === 'bundle'
            ? 'edit_bundle'
            : isClass
              ? 'edit_class'
              : 'edit_service';
      const category: readonly (readonly [string, string])[] =
        service.categoryId === null ? [] : [['categoryId', String(service.categoryId)]];
      return { section: 'services', query: [['action', action], ['serviceId', String(service.id)], ...category] };
    }
  }
}
