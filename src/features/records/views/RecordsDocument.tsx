import { PRODUCT_NAME } from '../../../ui/navigation';
import { HtmlDocument } from '../../../ui/HtmlDocument';
import { RECORD_CATEGORIES, RECORD_GROUPS } from '../../../lib/constants/record-categories';
import type { RecordsExport } from '../records.export';
import type { HealthRecord } from '../records.repo';
import { RecordTable } from './RecordTable';
import { t } from '../../../lib/i18n';
import { categoryLabel, groupLabel } from '../records.labels';
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
              <dt safe>{t('Name')}</dt>
              <dd safe>{pet.name}</dd>
              <dt safe>{t('Species')}</dt>
              <dd safe>{pet.species}</dd>
              <dt safe>{t('Breed')}</dt>
              <dd safe>{pet.breed ?? '—'}</dd>
              <dt safe>{t('Notes')}</dt>
              <dd safe>{pet.notes ?? '—'}</dd>
            </dl>
            {printable ? (
              <p class="no-print">
                <button type="button" class="button" data-print safe>
                  {t('Print or save as PDF')}
                </button>
              </p>
            ) : (
              ''
            )}
          </header>
          {RECORD_GROUPS.map((group) => (
            <section class="records-document-group">
              <h2 safe>{groupLabel(group)}</h2>
              {RECORD_CATEGORIES.filter((c) => c.group === group).map((category) => {
                const stored = (byKey.get(category.key)?.records ?? []) as unknown as HealthRecord[];
                const records = stored.map((record) => ({ ...record, details: shownValues(category.key, record.details, units) }));
                return (
                  <section class="records-document-category">
                    <h3 safe>{`${categoryLabel(category.key)} (${records.length})`}</h3>
                    <RecordTable category={categoryInUnits(category, units)} records={records} showFiles={printable} />
                  </section>
                );
              })}
            </section>
          ))}
          <p class="muted" safe>{t('Exported {date}', { date: data.exported_at.slice(0, 10) })}</p>
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
          <title safe>{t('Not found')}</title>
          <link rel="stylesheet" href="/public/css/app.css" />
        </>
      }
    >
      <body>
        <main id="main" class="container">
          <h1 safe>{t('Oops! Sorry page not found')}</h1>
          <a href="/" safe>
            {t('Go Home')}
          </a>
        </main>
      </body>
    </HtmlDocument>
  );
}
