import type { PropsWithChildren } from '@kitajs/html';
import { Layout } from '../../../ui/Layout';
import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { Faqs } from './ContentPageView';
import { FindForm } from './FindForm';
import { LIMITS, TERMS } from '../../../lib/constants/limits';
import { Icon } from './HomeIcon';
import { CONSULTATIONS, FAQ_TEASER, RECORD_KINDS, STEPS } from '../content/home';

/** A home page section with the usual intro: its heading (named for screen readers) and an optional lead. */
function HomeSection(props: PropsWithChildren<{ id: string; heading: string; lead?: string; tinted?: boolean; narrow?: boolean }>) {
  return (
    <section class={props.tinted ? 'home-section home-section-tinted' : 'home-section'} aria-labelledby={`${props.id}-heading`}>
      <div class={props.narrow ? 'container narrow' : 'container'}>
        <div class="section-intro">
          <h2 id={`${props.id}-heading`} safe>
            {props.heading}
          </h2>
          {props.lead ? (
            <p class="lead" safe>
              {props.lead}
            </p>
          ) : (
            ''
          )}
        </div>
        {props.children}
      </div>
    </section>
  );
}

/** The opening: what the service is, the search, and a video consultation at a glance. */
function HomeHero() {
  return (
    <section class="home-hero">
      <div class="container home-hero-inner">
        <div class="home-hero-text">
          <p class="eyebrow">Licensed vets · clinic, video, phone and chat</p>
          <h1>Expert vet care, whenever your pet needs it</h1>
          <p class="lead">
            Book a clinic visit or talk to a vet from home. Ask for a second opinion, arrange a house call, and keep every record in one
            place.
          </p>
          <div class="hero-actions">
            <a class="button button-light" href="/vet-appointments/">
              Book an appointment
            </a>
            <a class="button button-ghost" href="/talk-to-a-vet/">
              Talk to a vet
            </a>
          </div>
          <div class="home-find">
            <FindForm />
          </div>
          <ul class="hero-points">
            <li>
              <Icon name="check" /> Secure card payment
            </li>
            <li>
              <Icon name="check" /> Times in your timezone
            </li>
            <li>
              <Icon name="check" /> Records that follow your pet
            </li>
          </ul>
        </div>
        <aside class="hero-visual" aria-labelledby="hero-card-title">
          <div class="mock-card">
            <p class="mock-label">Video consultation</p>
            <h2 class="mock-title" id="hero-card-title">
              See a vet from your sofa
            </h2>
            <ol class="hero-card-steps">
              <li>Choose a practice and one of its free times</li>
              <li>Pay securely by card</li>
              <li>Join the call from your appointment at the time booked</li>
            </ol>
            <a class="button button-block" href="/e-consultation/">
              How video consultations work
            </a>
          </div>
        </aside>
      </div>
    </section>
  );
}

/** The four consultation types and what each one is good for. */
function ConsultationTypes() {
  return (
    <HomeSection id="types" heading="Four ways to see a vet" lead="Choose the consultation that fits the problem. Every practice shows its prices and free times before you book.">
      <div class="card-grid cards-4">
        {CONSULTATIONS.map((c) => (
          <article class="card type-card" data-consultation-type={String(c.type)}>
            <span class="icon-badge">
              <Icon name={c.icon} />
            </span>
            <h3 safe>{c.title}</h3>
            <p safe>{c.text}</p>
            <p class="good-for">Good for</p>
            <ul class="check-list compact">
              {c.goodFor.map((item) => (
                <li safe>{item}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <p class="callout">
        <strong>Not for emergencies.</strong> If your pet is struggling to breathe, collapsed or has eaten something poisonous, go to your
        nearest emergency clinic now.
      </p>
    </HomeSection>
  );
}

/** How booking works, in three steps. */
function BookingSteps() {
  return (
    <HomeSection id="steps" heading="Booking takes three steps" lead="No phone queues and no waiting for a call back." tinted>
      <ol class="steps">
        {STEPS.map((step) => (
          <li class="step">
            <h3 safe>{step.title}</h3>
            <p safe>{step.text}</p>
          </li>
        ))}
      </ol>
      <div class="center-text">
        <a class="button" href="/vet-appointments/">
          Find an appointment
        </a>
      </div>
    </HomeSection>
  );
}

/** What else owners can ask for beyond a consultation. */
function MoreThanConsultation() {
  return (
    <HomeSection id="more" heading="More than a consultation">
      <div class="feature-pair">
        <article class="feature">
          <h3>Second medical opinions</h3>
          <p safe>
            {`Facing surgery or a serious diagnosis? Share your pet’s records and an independent vet sends you a written review within ${TERMS.SECOND_OPINION_HOURS} hours.`}
          </p>
          <a class="card-link" href="/second-medical-opinion/">
            About second opinions
          </a>
        </article>
        <article class="feature">
          <h3>House calls</h3>
          <p>
            For anxious pets, senior pets and busy multi-pet homes, request a visit and a practice near you arranges a vet at your door.
          </p>
          <a class="card-link" href="/vet-house-call/">
            About house calls
          </a>
        </article>
      </div>
    </HomeSection>
  );
}

/** The example pet's record counts the records band shows. */
const MOCK_RECORD_COUNTS = [
  ['Immunizations', '6'],
  ['Medications', '2'],
  ['Weight', '68 lbs'],
  ['Documents', '9'],
];

/** Medical records: what is kept for each pet. */
function RecordsBand() {
  return (
    <section class="home-section home-section-tinted" aria-labelledby="records-heading">
      <div class="container split">
        <div>
          <h2 id="records-heading">Every record, for every pet</h2>
          <p class="lead">
            Keep your pet’s health history in one place and share it with any vet, so nobody starts from a blank page.
          </p>
          <ul class="check-list">
            {RECORD_KINDS.map((kind) => (
              <li safe>{kind}</li>
            ))}
          </ul>
          <a class="button" href="/pet-medical-records/">
            About medical records
          </a>
        </div>
        <div class="records-visual" aria-hidden="true">
          <div class="mock-card">
            <p class="mock-label">Max · Labrador retriever</p>
            <table class="mock-table">
              <tbody>
                {MOCK_RECORD_COUNTS.map(([label, count]) => (
                  <tr>
                    <th safe>{label}</th>
                    <td safe>{count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
    </section>
  );
}

/** For practices: their own booking site and tools. */
function PracticeBand() {
  return (
    <section class="home-section practice-band" aria-labelledby="practices-heading">
      <div class="container split">
        <div>
          <p class="eyebrow">For veterinary practices</p>
          <h2 id="practices-heading">Your practice, online and fully booked</h2>
          <p>
            Publish your consultation types, prices and weekly hours, take payment when clients book, run video consultations, and give
            clients a booking site with your own name and logo.
          </p>
          <a class="button button-light" href="/for-vet/">
            Learn more for vets
          </a>
        </div>
        <ul class="check-list on-dark">
          <li safe>{`Listings with schedules in ${LIMITS.SCHEDULE_STEP_MINUTES}-minute steps`}</li>
          <li>Appointments by status, listing and timezone</li>
          <li>Team roles for multi-vet practices</li>
          <li>A branded site on your own domain</li>
        </ul>
      </div>
    </section>
  );
}

/** A few of the questions owners ask. */
function FaqTeaser() {
  return (
    <HomeSection id="faq" heading="Questions owners ask" narrow>
      <Faqs faqs={FAQ_TEASER} />
      <p class="center-text">
        <a class="card-link" href="/faqs/">
          See all FAQs
        </a>
      </p>
    </HomeSection>
  );
}

/** The public site's home page: what the service offers and how booking works. */
export function HomePage({ tenant, principal }: { tenant: Tenant; principal: Principal | null }) {
  return (
    <Layout
      title="Vet care, in clinic or online"
      description="Book clinic visits, video calls, phone and chat consultations with licensed veterinarians, and keep your pet's medical records in one place."
      tenant={tenant}
      principal={principal}
      transparentHeader
      lang="en"
    >
      <HomeHero />
      <ConsultationTypes />
      <BookingSteps />
      <MoreThanConsultation />
      <RecordsBand />
      <PracticeBand />
      <FaqTeaser />
    </Layout>
  );
}
