import { Type as t } from '@sinclair/typebox';
import { BODY, answers, type ApiOperations } from '../../lib/api-docs';

/** The public site's newsletter. */
export const publicSiteApiDocs: ApiOperations = {
  'POST /api/newsletter': { tag: 'Accounts', summary: 'Subscribes an e-mail address to the monthly pet health newsletter (422 naming email)', session: false, responses: answers({ 200: t.Object({ msg: t.String() }) }, BODY) },
};
