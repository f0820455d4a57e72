import { TableHead } from '../../../ui/DataTable';
import type { Principal } from '../../../lib/principal';
import { RECORD_TEXTS } from '../records.model';
import { entryFacts, type AuthorNames } from '../records.entry-facts';
import { displayValue, type RecordCategory, type RecordField } from '../../../lib/constants/record-categories';
import type { HealthRecord } from '../records.repo';
import type { ChartPoint } from '../records.service';
import type { AttachedFile } from '../../files/files.service';
import { t, translated } from '../../../lib/i18n';
import { categoryLabel, fieldLabel } from '../records.labels';
import { EntryActions, EntryBadges } from './EntryBadges';
import { RefillButton } from './RefillButton';
import { RefillHistory } from './RefillHistory';

function FileLinks({ files }: { files: unknown }) {
  if (!Array.isArray(files) || files.length === 0) return <>—</>;
  return (
    <ul class="file-links">
      {(files as AttachedFile[]).map((file) => (
        <li>
          <a href={file.url} target="_blank" rel="noopener" safe>
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A value as the reader reads it: a choice (and yes or no) is a catalogue key, translated; other values as displayValue gives them. */
const shownValue = (field: RecordField, value: unknown) => (field.type === 'choice' || field.type === 'yesno' ? translated(displayValue(field, value)) : displayValue(field, value));

/** The screen's reader, whose rows carry the actions the policy allows them: the pet's owner, and the address of the screen (for edit links). */
interface RowActions {
  principal: Principal;
  ownerId: number;
  editBase: string;
}

/** More field columns than this and a category's entries are cards, not table rows. */
const CARD_COLUMNS = 5;

export interface RecordTableProps {
  category: RecordCategory;
  records: HealthRecord[];
  /** The reader's actions; none on a document (print, the public page). */
  actions?: RowActions;
  /** Files are private: the public page shows none. */
  showFiles?: boolean;
  /** The app's now: a locked entry is amended, not edited or deleted. */
  now?: Date;
  /** Who wrote the practices' entries: each says so. */
  authors?: AuthorNames;
}

/** A category's records as a table (the accessible view of every category, trackers included). */
export function RecordTable({ category, records, actions, showFiles = true, now = new Date(0), authors }: RecordTableProps) {
  if (records.length === 0) return <p class="empty-state" safe>{t(RECORD_TEXTS.empty)}</p>;
  const columns = category.fields.filter((field) => showFiles || field.type !== 'files');
  const headings = columns.map((field) => (field.unit ? `${fieldLabel(field)} (${field.unit})` : fieldLabel(field)));
  // Six columns and more (Medications has ten) cannot share the records' column: each entry is a card, every field named above its value.
  const cards = columns.length > CARD_COLUMNS;
  return (
    <div class="table-wrap">
      <table class={cards ? 'record-table record-cards' : 'record-table'} role="table" data-category={category.key}>
        <caption class="visually-hidden" safe>
          {categoryLabel(category.key)}
        </caption>
        <TableHead columns={[...headings, ...(actions ? [t('Actions')] : [])]} />
        <tbody>
          {records.map((record) => (
            <tr class={record.error_reason != null ? 'entered-in-error' : undefined} role="row">
              {columns.map((field, i) => (
                <td class={field.type === 'date' ? 'cell-date' : undefined} role="cell" data-label={headings[i]}>
                  {field.type === 'files' ? <FileLinks files={record.details[field.key]} /> : <span safe>{shownValue(field, record.details[field.key])}</span>}
                  {i === 0 ? (
                    <>
                      <EntryBadges record={record} authors={authors} />
                      <RefillHistory category={category.key} details={record.details} links={showFiles} />
                    </>
                  ) : (
                    ''
                  )}
                </td>
              ))}
              {actions ? (
                <td class="row-actions" role="cell">
                  <EntryActions principal={actions.principal} record={record} facts={entryFacts(actions.principal, actions.ownerId, record, now)} editBase={actions.editBase} />
                  <RefillButton principal={actions.principal} record={record} />
                </td>
              ) : (
                ''
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The lines a tracker draws: one per charted field, or one measure summed from its parts (a weight in lbs, not pounds and ounces apart). */
export function chartLines(category: RecordCategory, points: ChartPoint[]): { series: { key: string; label: string; unit: string }[]; points: ChartPoint[] } {
  const as = category.chartAs;
  if (!as) {
    const series = category.chart!.map((key) => {
      const field = category.fields.find((f) => f.key === key)!;
      return { key, label: fieldLabel(field), unit: field.unit ?? '' };
    });
    return { series, points };
  }
  const [first] = Object.keys(as.parts);
  const total = (values: ChartPoint['values']) =>
    values[first!] === null ? null : Math.round(Object.entries(as.parts).reduce((sum, [key, factor]) => sum + (values[key] ?? 0) * factor, 0) * 100) / 100;
  return { series: [{ key: as.key, label: translated(as.label), unit: as.unit }], points: points.map((p) => ({ date: p.date, values: { [as.key]: total(p.values) } })) };
}

/** A numeric tracker's values over time: drawn by public/js/records.js with uPlot; the table above stays the accessible view. */
export function TrackerChart({ category, points: all }: { category: RecordCategory; points: ChartPoint[] }) {
  if (all.length < 2) return '';
  const { series, points } = chartLines(category, all);
  return (
    <figure class="tracker-chart" data-chart={JSON.stringify({ series, points })}>
      <div class="tracker-chart-canvas" data-chart-canvas aria-hidden="true"></div>
      <figcaption safe>{t('{category} over time ({count, plural, one {# entry} other {# entries}})', { category: categoryLabel(category.key), count: points.length })}</figcaption>
    </figure>
  );
}
