import { DateTime } from 'luxon';
import { Layout } from '../../../ui/Layout';
import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import type { ContentCard, ContentPage, ContentSection } from '../public-site.content';
import { heroFor } from '../public-site.next-steps';

/** The anchor of a section, from its heading: "1. Who we are" → "who-we-are". */
function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The hero's call to action and its optional second link, also repeated at the page's end. */
function HeroActions({ hero }: { hero: ContentPage['hero'] }) {
  if (!hero.cta) return '';
  return (
    <div class="hero-actions">
      <a class="button" href={hero.cta.href} safe>
        {hero.cta.label}
      </a>
      {[hero.secondary, hero.also].map((link) =>
        link ? (
          <a class="button button-ghost" href={link.href} safe>
            {link.label}
          </a>
        ) : (
          ''
        ),
      )}
    </div>
  );
}

function Card({ card }: { card: ContentCard }) {
  return (
    <article class="card">
      {card.date ? (
        <time class="card-date" datetime={card.date} safe>
          {DateTime.fromISO(card.date, { zone: 'utc' }).toFormat('d LLLL yyyy')}
        </time>
      ) : (
        ''
      )}
      <h3 safe>{card.title}</h3>
      <p safe>{card.text}</p>
      {card.link ? (
        <a class="card-link" href={card.link.href} safe>
          {card.link.label}
        </a>
      ) : (
        ''
      )}
    </article>
  );
}

/** Questions and answers as disclosure widgets; the home page's teaser uses it too. */
export function Faqs({ faqs }: { faqs: NonNullable<ContentSection['faqs']> }) {
  return (
    <div class="faqs">
      {faqs.map((f) => (
        <details>
          <summary safe>{f.question}</summary>
          <p safe>{f.answer}</p>
        </details>
      ))}
    </div>
  );
}

function Section({ section }: { section: ContentSection }) {
  return (
    <section class="content-section" id={sectionId(section.heading)}>
      <h2 safe>{section.heading}</h2>
      {(section.paragraphs ?? []).map((p) => (
        <p safe>{p}</p>
      ))}
      {section.bullets ? (
        <ul class="check-list">
          {section.bullets.map((b) => (
            <li safe>{b}</li>
          ))}
        </ul>
      ) : (
        ''
      )}
      {section.cards ? (
        <div class={`card-grid cards-${Math.min(section.cards.length, 6)}`}>
          {section.cards.map((card) => (
            <Card card={card} />
          ))}
        </div>
      ) : (
        ''
      )}
      {section.faqs ? <Faqs faqs={section.faqs} /> : ''}
    </section>
  );
}

/** Every page of CONTENT_PAGES: a hero, its sections, and for legal text a table of contents. */
export function ContentPageView({
  page,
  tenant,
  principal,
  safeBeforeSections = '',
}: {
  page: ContentPage;
  tenant: Tenant;
  principal: Principal | null;
  /** What a page adds between its hero and its sections (the search on /vet-appointments/), already rendered. */
  safeBeforeSections?: JSX.Element | string;
}) {
  const hero = heroFor(page.hero, principal);
  return (
    <Layout title={page.title} description={page.description} tenant={tenant} principal={principal} lang="en">
      <section class={`page-hero${page.legal ? ' page-hero-legal' : ''}`}>
        <div class={`container${page.legal ? ' narrow' : ''}`}>
          <h1 safe>{page.hero.heading}</h1>
          {page.updated ? (
            <p class="updated" safe>
              {page.updated}
            </p>
          ) : (
            ''
          )}
          <p class="lead" safe>
            {page.hero.lead}
          </p>
          <HeroActions hero={hero} />
        </div>
      </section>
      {page.legal ? (
        <div class="container narrow">
          <nav class="toc" aria-label="On this page">
            <h2>On this page</h2>
            <ol>
              {page.sections.map((s) => (
                <li>
                  <a href={`#${sectionId(s.heading)}`} safe>
                    {s.heading.replace(/^\d+\.\s*/, '')}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      ) : (
        ''
      )}
      {safeBeforeSections}
      <article class={`container content${page.legal ? ' narrow legal' : ''}`}>
        {page.sections.map((section) => (
          <Section section={section} />
        ))}
      </article>
      {!page.legal && page.hero.cta ? (
        <section class="cta-band">
          <div class="container center-text">
            <h2 safe>{page.hero.heading}</h2>
            <HeroActions hero={hero} />
          </div>
        </section>
      ) : (
        ''
      )}
    </Layout>
  );
}
