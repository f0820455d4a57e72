import { PRODUCT_NAME } from '../../../ui/navigation';
import { HtmlDocument } from '../../../ui/HtmlDocument';
import { RECORD_CATEGORIES, RECORD_GROUPS, categoryOf } from '../../../lib/constants/record-categories';
import type { RecordsExport } from '../records.export';
import type { HealthRecord } from '../records.repo';
import { RecordTable } from './RecordTable';
import { shownValues, type Units } from '../../../lib/units';
import { categoryInUnits } from '../records.units';

/**
 * A pet's whole record as one document: the printable page (its print stylesheet gives a clean
 * "Save as PDF") and the public read-only page behind a share link. Never indexed.
 */
export function RecordsDocument({ data, title, printable, units = 'us' }: { data: RecordsExport; title: string; printable: boolean; units?: Units }) {
  const { pet } = data;
  const byKey = new Map(data.categories.map((c) => [c.key, c]));
  return (
    <HtmlDocument
      head={
        <>
          <meta name="robots" content="noindex, nofollow" />
          <title safe>{`${title} · ${PRODUCT_NAME}`}</title>
          <link rel="stylesheet" href="/public/css/app.css" />
          <link rel="stylesheet" href="/public/css/records-print.css" media="print" />
        </>
      }
    >
      <body class="records-document">
        <main id="main" class="container">
          <header class="records-document-head">
            <p class="muted">
              {PRODUCT_NAME}
            </p>
            <h1 safe>{title}</h1>
            <dl class="appointment-facts">
              <dt>Name</dt>
              <dd safe>{pet.name}</dd>
              <dt>Species</dt>
              <dd safe>{pet.species}</dd>
              <dt>Breed</dt>
              <dd safe>{pet.breed ?? '—'}</dd>
              <dt>Notes</dt>
              <dd safe>{pet.notes ?? '—'}</dd>
            </dl>
            {printable ? (
              <p class="no-print">
                <button type="button" class="button" data-print>
                  Print or save as PDF
                </button>
              </p>
            ) : (
              ''
            )}
          </header>
          {RECORD_GROUPS.map((group) => (
            <section class="records-document-group">
              <h2>{group}</h2>
              {RECORD_CATEGORIES.filter((c) => c.group === group).map((category) => {
                const stored = (byKey.get(category.key)?.records ?? []) as unknown as HealthRecord[];
                const records = stored.map((record) => ({ ...record, details: shownValues(category.key, record.details, units) }));
                return (
                  <section class="records-document-category">
                    <h3 safe>{`${categoryOf(category.key)!.label} (${records.length})`}</h3>
                    <RecordTable category={categoryInUnits(category, units)} records={records} editBase={null} showFiles={printable} />
                  </section>
                );
              })}
            </section>
          ))}
          <p class="muted" safe>{`Exported ${data.exported_at.slice(0, 10)}`}</p>
        </main>
        {printable ? <script src="/public/js/records.js" defer></script> : ''}
      </body>
    </HtmlDocument>
  );
}

/** The answer to an unknown or revoked public link: plain, the same for both, revealing nothing. */
export function SharedNotFound() {
  return (
    <HtmlDocument
      viewport={false}
      head={
        <>
          <meta name="robots" content="noindex, nofollow" />
          <title>Not found</title>
          <link rel="stylesheet" href="/public/css/app.css" />
        </>
      }
    >
      <body>
        <main id="main" class="container">
          <h1>Oops! Sorry page not found</h1>
          <a href="/">Go Home</a>
        </main>
      </body>
    </HtmlDocument>
  );
}
