import { Schema, type JsonSchema } from 'effect';
import { Catalogue } from './catalogue';

// The catalogue file's published JSON Schema (issue 21: `reserva catalogue schema`; docs/adr/0070),
// generated from the document's effect Schemas so the two never drift apart. It describes the file
// as written (keys with defaults are optional) and refuses unknown keys, as validation does. It is
// for editors and a first check; validateCatalogue stays the authority (cross-entity rules, time
// zones and real calendar days are beyond what JSON Schema says).

/** The JSON Schema (draft 2020-12) of a catalogue file, as one self-contained document. */
export function catalogueJsonSchema(): JsonSchema.JsonSchema {
  const document = Schema.toJsonSchemaDocument(Catalogue, { onExcessProperty: 'error', generateDescriptions: true });
  const definitions = Object.keys(document.definitions).length === 0 ? {} : { $defs: document.definitions };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://reserva.example/schemas/catalogue-v1.json',
    ...document.schema,
    ...definitions,
  };
}
