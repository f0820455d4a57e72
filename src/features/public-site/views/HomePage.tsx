import { Layout } from '../../../ui/Layout';
import type { Tenant } from '../../../lib/tenant';
import type { Principal } from '../../../lib/principal';
import { CONSULTATION_TYPES, type ConsultationType } from '../../../lib/constants/consultation-types';
import { LIMITS, TERMS } from '../../../lib/constants/limits';
import { Faqs } from './ContentPageView';
import { FindForm } from './FindForm';

type IconName = 'clinic' | 'video' | 'phone' | 'chat' | 'check';

/** Line icons, drawn on a 24-unit grid and coloured by the text colour around them. */
const ICON_PATHS: Record<IconName, string> = {
  clinic: 'M3 21V9l9-6 9 6v12M9 21v-6h6v6M12 8v4M10 10h4',
  video: 'M3 7h12v10H3zM15 10l6-3v10l-6-3',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  chat: 'M4 5h16v11H9l-5 4V5zM8 9h8M8 12h5',
  check: 'M5 12l5 5 9-10',
};

function Icon({ name }: { name: IconName }) {
  return (
    <svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

/** The four consultation types (spec §9) and what each one is good for. */
const CONSULTATIONS: { type: ConsultationType; icon: IconName; title: string; text: string; goodFor: string[] }[] = [
  {
    type: CONSULTATION_TYPES.CLINIC,
    icon: 'clinic',
    title: 'Clinic visit',
    text: 'A full, hands-on examination at the practice.',
    goodFor: ['Vaccinations and check-ups', 'Lumps, limping and injuries', 'Blood tests and dental checks'],
  },
  {
    type: CONSULTATION_TYPES.VIDEO,
    icon: 'video',
    title: 'Video call',
    text: 'See the vet face to face from home, in your browser.',
    goodFor: ['Skin, eye and ear problems', 'Behaviour questions', 'Post-surgery checks'],
  },
  {
    type: CONSULTATION_TYPES.TELEPHONIC,
    icon: 'phone',
    title: 'Telephone',
    text: 'The vet calls you at the appointment time.',
    goodFor: ['Test results explained', 'Medication questions', 'Ongoing conditions'],
  },
  {
    type: CONSULTATION_TYPES.CHAT,
    icon: 'chat',
    title: 'Chat',
    text: 'A written conversation, with photos.',
    goodFor: ['Diet and nutrition', 'Is this worth a visit?', 'New puppy and kitten questions'],
  },
];

const STEPS = [
  {
    title: 'Choose a practice and a time',
    text: `Pick the consultation type, then a date up to ${LIMITS.BOOKING_DAYS_AHEAD} days ahead and a free time, shown in your own timezone.`,
  },
  { title: 'Tell the vet about your pet', text: 'Choose the pet from your profile and describe the reason for the consultation.' },
  { title: 'Pay and you are booked', text: 'Pay by card in US dollars, with no fees added. Your confirmation arrives by e-mail.' },
];

const FAQ_TEASER = [
  {
    question: 'Can a vet really help over video?',
    answer:
      'For many problems, yes: skin conditions, eye and ear problems, behaviour, diet and follow-ups are routinely assessed on camera. If the vet needs to examine your pet in person, they will tell you.',
  },
  {
    question: 'How much does a consultation cost?',
    answer: 'Each practice sets its own prices, shown in US dollars before you book. There are no booking fees and no taxes added.',
  },
  {
    question: 'What if I need to cancel?',
    answer: `Cancel from My Appointments before the appointment starts. You may ask for a refund within ${TERMS.REFUND_DAYS} days of payment.`,
  },
  {
    question: 'Is it for emergencies?',
    answer: 'No. If your pet is seriously ill or injured, call or go to your nearest emergency veterinary clinic straight away.',
  },
];

const RECORD_KINDS = [
  'Conditions, surgeries and hospital stays',
  'Medications, allergies and immunizations',
  'Weight, temperature and other trackers',
  'Lab reports, imaging and prescriptions',
];

/** The public site's home page: what the service offers and how booking works. */
export function HomePage({ tenant, principal }: { tenant: Tenant; principal: Principal | null }) {
  return (
    <Layout
      title="Vet care, in clinic or online"
      description="Book clinic visits, video calls, phone and chat consultations with licensed veterinarians, and keep your pet's medical records in one place."
      tenant={tenant}
      principal={principal}
      transparentHeader
    >
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

      <section class="home-section" aria-labelledby="types-heading">
        <div class="container">
          <div class="section-intro">
            <h2 id="types-heading">Four ways to see a vet</h2>
            <p class="lead">Choose the consultation that fits the problem. Every practice shows its prices and free times before you book.</p>
          </div>
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
        </div>
      </section>

      <section class="home-section home-section-tinted" aria-labelledby="steps-heading">
        <div class="container">
          <div class="section-intro">
            <h2 id="steps-heading">Booking takes three steps</h2>
            <p class="lead">No phone queues and no waiting for a call back.</p>
          </div>
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
        </div>
      </section>

      <section class="home-section" aria-labelledby="more-heading">
        <div class="container">
          <div class="section-intro">
            <h2 id="more-heading">More than a consultation</h2>
          </div>
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
        </div>
      </section>

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
                  <tr>
                    <th>Immunizations</th>
                    <td>6</td>
                  </tr>
                  <tr>
                    <th>Medications</th>
                    <td>2</td>
                  </tr>
                  <tr>
                    <th>Weight</th>
                    <td>68 lbs</td>
                  </tr>
                  <tr>
                    <th>Documents</th>
                    <td>9</td>
                  </tr>
                </tbody>
              </table>
            </div>
          </div>
        </div>
      </section>

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

      <section class="home-section" aria-labelledby="faq-heading">
        <div class="container narrow">
          <div class="section-intro">
            <h2 id="faq-heading">Questions owners ask</h2>
          </div>
          <Faqs faqs={FAQ_TEASER} />
          <p class="center-text">
            <a class="card-link" href="/faqs/">
              See all FAQs
            </a>
          </p>
        </div>
      </section>
    </Layout>
  );
}
