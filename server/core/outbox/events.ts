// Domain events that cross module boundaries. Each module adds its events
// here with their payload type; handlers subscribe by name.
export type DomainEvents = {
  /** Emitted when reference data changes (categories, areas); search re-syncs. */
  "catalog.category_changed": { categoryId: string };
  VendorApproved: { vendorId: string };
};

export type DomainEventName = keyof DomainEvents;
