import type { Principal } from '../../../lib/principal';
import type { Tenant } from '../../../lib/tenant';
import { Layout } from '../../../ui/Layout';
import { INVALID_LINK } from '../appointments.model';

/** A booking link that was forged or altered (spec §2, §8). */
export function InvalidLinkPage({ tenant, principal }: { tenant: Tenant; principal: Principal | null }) {
  return (
    <Layout title={INVALID_LINK} tenant={tenant} principal={principal}>
      <section class="container narrow center-text page-message">
        <h1>{INVALID_LINK}</h1>
        <p>This booking link is not valid. Open the link from your e-mail again, or find the appointment in your dashboard.</p>
        <a class="button" href="/app">
          Go to dashboard
        </a>
      </section>
    </Layout>
  );
}
