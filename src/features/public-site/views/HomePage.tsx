import { Layout } from '../../../ui/Layout';
import type { Tenant } from '../../../plugins/tenant';
import type { Principal } from '../../../plugins/session';

export function HomePage({ tenant, principal }: { tenant: Tenant; principal: Principal | null }) {
  return (
    <Layout title="Vet care, in clinic or online" tenant={tenant} principal={principal} transparentHeader>
      <section class="home-hero">
        <div class="container">
          <h1>Book a vet in minutes</h1>
          <p class="lead">Clinic visits, video calls, phone and chat consultations with licensed veterinarians.</p>
          <a class="button" href="/vet-appointments/">
            Book an appointment
          </a>
        </div>
      </section>
    </Layout>
  );
}
