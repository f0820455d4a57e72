import { Layout } from '../../../ui/Layout';
import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';

/** `GET /app/logout` only asks: signing out is the POST behind the button. */
export function LogoutPage({ tenant, principal }: { tenant: Tenant; principal: Principal }) {
  return (
    <Layout title="Log out" tenant={tenant} principal={principal}>
      <section class="container narrow center-text page-message">
        <h1>Log out?</h1>
        <p safe>{`You are signed in as ${principal.email}.`}</p>
        <form method="post" action="/app/logout">
          <button type="submit" class="button">
            Log out
          </button>
        </form>
      </section>
    </Layout>
  );
}
