import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { Alert } from '../../../ui/Alert';
import type { ContentPage } from '../public-site.content';
import type { FindErrors, FindSearch } from '../public-site.find.model';
import type { FindResults as Results } from '../public-site.find.service';
import { ContentPageView } from './ContentPageView';
import { FindForm } from './FindForm';
import { FindResults } from './FindResults';
import { t } from '../../../lib/i18n';

interface FindPageProps {
  page: ContentPage;
  tenant: Tenant;
  principal: Principal | null;
  search: FindSearch;
  errors: FindErrors;
  /** null when the search has an error: nothing was searched. */
  results: Results | null;
}

/** The results, or what is wrong with the search: the fragment htmx swaps into #find-results. */
export function FindAnswer({ search, errors, results }: Pick<FindPageProps, 'search' | 'errors' | 'results'>) {
  const problem = Object.values(errors)[0];
  if (problem || !results) return <Alert kind="error" message={problem ?? ''} />;
  return <FindResults results={results} search={search} />;
}

/** /vet-appointments/: the page's own text (content/services.ts) with the search and its results before its sections. */
export function FindPage(props: FindPageProps) {
  const search = (
    <section class="container find" aria-labelledby="find-heading">
      <h2 id="find-heading" safe>{t('Find a practice')}</h2>
      <FindForm search={props.search} errors={props.errors} live />
      <div id="find-results" class="find-results" aria-live="polite">
        <FindAnswer {...props} />
      </div>
    </section>
  );
  return <ContentPageView page={props.page} tenant={props.tenant} principal={props.principal} safeBeforeSections={search} />;
}
