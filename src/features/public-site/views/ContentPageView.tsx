import { Layout } from '../../../ui/Layout';
import type { Tenant } from '../../../plugins/tenant';
import type { Principal } from '../../../plugins/session';
import type { ContentPage } from '../public-site.content';

export function ContentPageView({ page, tenant, principal }: { page: ContentPage; tenant: Tenant; principal: Principal | null }) {
  return (
    <Layout title={page.title} description={page.description} tenant={tenant} principal={principal}>
      <section class="page-hero">
        <div class="container narrow">
          <h1 safe>{page.hero.heading}</h1>
          <p class="lead" safe>
            {page.hero.lead}
          </p>
          {page.hero.cta ? (
            <a class="button" href={page.hero.cta.href} safe>
              {page.hero.cta.label}
            </a>
          ) : (
            ''
          )}
        </div>
      </section>
      <article class={`container narrow content${page.legal ? ' legal' : ''}`}>
        {page.sections.map((section) => (
          <section>
            <h2 safe>{section.heading}</h2>
            {(section.paragraphs ?? []).map((p) => (
              <p safe>{p}</p>
            ))}
            {section.bullets ? (
              <ul>
                {section.bullets.map((b) => (
                  <li safe>{b}</li>
                ))}
              </ul>
            ) : (
              ''
            )}
            {section.cards ? (
              <div class="card-grid">
                {section.cards.map((c) => (
                  <div class="card">
                    <h3 safe>{c.title}</h3>
                    <p safe>{c.text}</p>
                  </div>
                ))}
              </div>
            ) : (
              ''
            )}
            {section.faqs ? (
              <div class="faqs">
                {section.faqs.map((f) => (
                  <details>
                    <summary safe>{f.question}</summary>
                    <p safe>{f.answer}</p>
                  </details>
                ))}
              </div>
            ) : (
              ''
            )}
          </section>
        ))}
      </article>
    </Layout>
  );
}
