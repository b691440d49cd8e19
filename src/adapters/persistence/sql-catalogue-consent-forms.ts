import { createHash } from 'node:crypto';
import { Schema } from 'effect';
import type { Catalogue, ConsentFormEntry, ServiceEntry } from '#domain/catalogue-file/catalogue';
import { decideVersion, signedConsentText, type ConsentFormText } from '#domain/consent/consent-form';
import { upsert, type Links } from './sql-catalogue-write-rows';
import type { SqlExecutor } from './sql-database';
import { rowDecoder } from './stored-rows';

// A company's consent forms in its catalogue (issue 32; migration 0034, docs/adr/0115): read into
// the document at their latest version and written from it as services are (docs/adr/0077) —
// upserted by slug in the file's order, retired when the file drops them, the forms each service
// asks for rewritten. A changed title or body appends the form's next version (decideVersion);
// versions are never rewritten, as signatures point at them.

/** The SHA-256 of the exact text a signature of `text` is over, as 64 lower-case hex digits. */
export function consentTextSha256(text: ConsentFormText): string {
  return createHash('sha256').update(signedConsentText(text), 'utf8').digest('hex');
}

const latestRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    key: Schema.String,
    version: Schema.NullOr(Schema.Int),
    title: Schema.NullOr(Schema.String),
    body_markdown: Schema.NullOr(Schema.String),
  }),
  "a catalogue's consent form",
);

const linkRows = rowDecoder(Schema.Struct({ service_id: Schema.Int, key: Schema.String }), "a service's consent form");

/** The forms of the company (retired ones too, when asked), each with its latest version's text. */
async function latestVersions(executor: SqlExecutor, companyId: number, retiredToo: boolean) {
  return latestRows(
    await executor.query(
      `SELECT f.id, f.slug AS key, v.version, v.title, v.body_markdown
         FROM consent_forms f
         LEFT JOIN LATERAL (SELECT version, title, body_markdown FROM consent_form_versions
                             WHERE consent_form_id = f.id ORDER BY version DESC LIMIT 1) v ON true
        WHERE f.company_id = $1${retiredToo ? '' : ' AND f.retired_at IS NULL'}
        ORDER BY f.position, f.id`,
      [companyId],
    ),
  );
}

/** The company's consent forms that are not retired, and the forms each service asks for. */
export async function readConsentForms(executor: SqlExecutor, companyId: number) {
  const rows = await latestVersions(executor, companyId, false);
  const links = linkRows(
    await executor.query(
      `SELECT sc.service_id, f.slug AS key FROM service_consent_forms sc
         JOIN consent_forms f ON f.id = sc.consent_form_id
        WHERE f.company_id = $1 AND f.retired_at IS NULL ORDER BY sc.service_id, sc.position`,
      [companyId],
    ),
  );
  const byService = new Map<number, string[]>();
  for (const link of links) byService.set(link.service_id, [...(byService.get(link.service_id) ?? []), link.key]);
  return { rows, byService };
}

type ConsentFormRows = Awaited<ReturnType<typeof readConsentForms>>;

export function consentFormEntries({ rows }: ConsentFormRows): ConsentFormEntry[] {
  return rows.flatMap((row) =>
    row.title === null || row.body_markdown === null
      ? []
      : [{ slug: row.key, title: row.title, body_markdown: row.body_markdown }],
  );
}

/** The services' entries with the forms each asks for, by the services' ids. */
export function withConsentForms(
  services: readonly Omit<ServiceEntry, 'consent_forms'>[],
  serviceIds: ReadonlyMap<string, number>,
  { byService }: ConsentFormRows,
): ServiceEntry[] {
  return services.map((service) => {
    const id = serviceIds.get(service.slug);
    return { ...service, consent_forms: id === undefined ? [] : (byService.get(id) ?? []) };
  });
}

/** The company's consent forms, a new version of each whose text changed, and the forms each service asks for. */
export async function writeConsentForms(
  executor: SqlExecutor,
  companyId: number,
  next: Catalogue,
  { links, serviceId }: { readonly links: Links; readonly serviceId: (slug: string) => number },
): Promise<void> {
  const latest = new Map(
    (await latestVersions(executor, companyId, true)).map((row) => [
      row.key,
      row.version === null || row.title === null || row.body_markdown === null
        ? null
        : { formKey: row.key, version: row.version, title: row.title, bodyMarkdown: row.body_markdown },
    ]),
  );
  const ids = new Map<string, number>();
  for (const [position, form] of next.consent_forms.entries()) {
    const id = await upsert(executor, 'consent_forms', ['company_id', 'slug'], {
      company_id: companyId,
      slug: form.slug,
      position,
      retired_at: null,
    });
    ids.set(form.slug, id);
    const text = { title: form.title, bodyMarkdown: form.body_markdown };
    const decision = decideVersion(latest.get(form.slug) ?? null, text);
    if (decision._tag === 'NewVersion') {
      await executor.query(
        `INSERT INTO consent_form_versions (consent_form_id, version, title, body_markdown, text_sha256)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, decision.version, text.title, text.bodyMarkdown, consentTextSha256(text)],
      );
    }
  }
  for (const service of next.services) {
    for (const [position, form] of [...new Set(service.consent_forms)].entries()) {
      const formId = ids.get(form);
      if (formId === undefined) throw new Error(`The catalogue names consent form ${form}, which it does not have`);
      links.add('service_consent_forms', 'service_id integer, consent_form_id integer, position integer', [
        serviceId(service.slug),
        formId,
        position,
      ]);
    }
  }
}
