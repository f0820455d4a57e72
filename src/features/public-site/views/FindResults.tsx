import { FIND_MESSAGES, findUrl, type FindSearch } from '../public-site.find.model';
import type { FindResults as Results, FoundListing, FoundPractice } from '../public-site.find.service';
import { t } from '../../../lib/i18n';

function ListingResult({ listing }: { listing: FoundListing }) {
  return (
    <div class="found-listing">
      <h4 safe>{listing.title}</h4>
      <p class="found-place" safe>
        {listing.place}
      </p>
      <table class="found-consultations">
        <caption class="visually-hidden" safe>{t('Consultations at {listing}', { listing: listing.title })}</caption>
        <thead>
          <tr>
            <th scope="col" safe>{t('Type')}</th>
            <th scope="col" safe>{t('Price')}</th>
            <th scope="col" safe>{t('Next free slot')}</th>
          </tr>
        </thead>
        <tbody>
          {listing.consultations.map((c) => (
            <tr data-consultation-type={String(c.type)}>
              <th scope="row" safe>
                {c.label}
              </th>
              <td safe>{c.priceLabel}</td>
              <td>
                {c.next ? (
                  <time datetime={c.next.start} safe>
                    {c.next.text}
                  </time>
                ) : (
                  <span safe>{t('No free slot in the next 15 days')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <a class="button" href={listing.bookUrl} aria-label={t('Book at {listing}', { listing: listing.title })} safe>
        {t('Book')}
      </a>
    </div>
  );
}

function PracticeResult({ practice }: { practice: FoundPractice }) {
  return (
    <article class="card found-practice" aria-labelledby={`practice-${practice.id}`}>
      <h3 id={`practice-${practice.id}`} safe>
        {practice.name}
      </h3>
      {practice.listings.map((listing) => (
        <ListingResult listing={listing} />
      ))}
    </article>
  );
}

/** The htmx fragment: one page of practices, with Previous and Next links that keep the search. */
export function FindResults({ results, search }: { results: Results; search: FindSearch }) {
  if (results.practices.length === 0) return <p class="empty-state" safe>{t(FIND_MESSAGES.none)}</p>;
  const pageLink = (page: number, label: string, rel: string) => (
    <a class="button button-ghost" href={findUrl(search, page)} rel={rel} hx-get={findUrl(search, page)} hx-target="#find-results" hx-push-url="true" safe>
      {label}
    </a>
  );
  return (
    <>
      <h2 class="visually-hidden" safe>{t('Practices')}</h2>
      {results.practices.map((practice) => (
        <PracticeResult practice={practice} />
      ))}
      {search.page > 1 || results.hasMore ? (
        <nav class="pager" aria-label={t('Result pages')}>
          {search.page > 1 ? pageLink(search.page - 1, t('Previous page'), 'prev') : ''}
          <span safe>{t('Page {page}', { page: search.page })}</span>
          {results.hasMore ? pageLink(search.page + 1, t('Next page'), 'next') : ''}
        </nav>
      ) : (
        ''
      )}
    </>
  );
}
