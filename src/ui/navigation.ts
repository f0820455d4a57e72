import type { Principal } from '../lib/principal';
import type { MessageKey } from '../lib/i18n';
import { OWNER_APPOINTMENTS, PRACTICE_APPOINTMENTS } from '../lib/paths';
import { can, isOwnerSide, isPetOwner, isPracticeLogin, ownPractice } from '../lib/policy';

/** A list of links from [address, label] pairs; the label is a catalogue key, translated where shown. */
const links = (pairs: [href: string, label: MessageKey][]) => pairs.map(([href, label]) => ({ href, label }));

/** The public site's header and footer links (spec §2). */
export const HEADER_LINKS = links([
  ['/vet-appointments/', 'Vet Appointments'],
  ['/vet-house-call/', 'House Calls'],
  ['/e-consultation/', 'E-Consultation'],
  ['/talk-to-a-vet/', 'Talk to a Vet'],
  ['/second-medical-opinion/', 'Second Opinion'],
  ['/pet-medical-records/', 'Medical Records'],
  ['/for-vet/', 'For Vets'],
]);

export const FOOTER_LINKS = links([
  ['/download-app/', 'Download the App'],
  ['/vet-practice-management-solution/', 'Practice Management'],
  ['/become-a-vet/', 'Become a Vet'],
  ['/partner-relief-vet/', 'Partner Relief Vet'],
  ['/about/', 'About Us'],
  ['/leadership-team/', 'Leadership Team'],
  ['/our-partners/', 'Our Partners'],
  ['/shelter-partnership/', 'Shelter Partnership'],
  ['/blog/', 'Blog'],
  ['/faqs/', 'FAQs'],
  ['/contact-us/', 'Contact Us'],
  ['/news/', 'News'],
]);

export const LEGAL_LINKS = links([
  ['/privacy-policy/', 'Privacy Policy'],
  ['/terms-conditions/', 'Terms & Conditions'],
]);

export const CONTACT = {
  phone: '+1 (555) 010-4838',
  email: 'care@vetconsult.example',
  social: [
    { href: 'https://www.facebook.com/', label: 'Facebook' },
    { href: 'https://www.instagram.com/', label: 'Instagram' },
    { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
    { href: 'https://x.com/', label: 'X' },
  ],
} as const;

export const PRODUCT_NAME = 'VetConsult';

/**
 * The dashboard's side menu (spec §2 "User dashboard" and "Vendor dashboard"), in the spec's
 * order. Only screens that exist are listed: a feature adds its item here with its screen.
 * `section` marks the item current for every path under it (e.g. all of /app/settings).
 */
interface DashboardMenuItem {
  href: string;
  /** A catalogue key, translated where shown. */
  label: MessageKey;
  section?: string;
  show: (principal: Principal) => boolean;
  /** Sent as a POST form (Logout), not followed as a link. */
  post?: true;
  /** Not one of the spec's menu screens, so not offered as a public page's next step. */
  extra?: true;
}

const isOwner = isOwnerSide;
const isPractice = isPracticeLogin;
/** spec §6: only the top-level practice account (its root admin) sees Users and Reports; the menu asks the rule the screens ask. */
const seesUsers = (principal: Principal) => can(principal, 'practice:see-users', ownPractice(principal));
const seesReports = (principal: Principal) => can(principal, 'practice:see-reports', ownPractice(principal));
const isPlatformAdmin = (principal: Principal) => can(principal, 'platform:administer', null);

export const DASHBOARD_MENU: DashboardMenuItem[] = [
  { href: OWNER_APPOINTMENTS, label: 'My Appointments', section: OWNER_APPOINTMENTS, show: isOwner },
  { href: PRACTICE_APPOINTMENTS, label: 'My Appointments', section: PRACTICE_APPOINTMENTS, show: isPractice },
  // Second opinions and house visits: an owner's own, a practice's queue.
  { href: '/app/requests', label: 'Requests', section: '/app/requests', show: (p) => isPetOwner(p) || isPractice(p), extra: true },
  // Owners' refill requests of the practice's prescriptions, to approve, send to a visit or decline.
  { href: '/app/refills', label: 'Refill requests', section: '/app/refills', show: (p) => can(p, 'refill:decide', ownPractice(p)), extra: true },
  { href: '/app/medical-records', label: 'Medical Records', section: '/app/medical-records', show: isPetOwner },
  { href: '/app/my-pets', label: 'Manage Pets', section: '/app/my-pets', show: isPetOwner },
  { href: '/app/my-profile', label: 'My Profile', show: isOwner },
  // The sign-in e-mail, mobile and password; an owner's archive and account deletion.
  { href: '/app/account', label: 'Account', section: '/app/account', show: isOwner, extra: true },
  { href: '/app/listings', label: 'My Listings', section: '/app/listings', show: isPractice },
  { href: '/app/settings', label: 'Settings', section: '/app/settings', show: isPractice },
  { href: '/app/users', label: 'Users', section: '/app/users', show: seesUsers },
  { href: '/app/reports', label: 'Reports', section: '/app/reports', show: seesReports },
  { href: '/app/records-access', label: 'Records access', section: '/app/records-access', show: (p) => can(p, 'records-access:see-practice', ownPractice(p)), extra: true },
  { href: '/app/admin', label: 'Practices', show: isPlatformAdmin },
  { href: '/app/admin/owners', label: 'Owners', section: '/app/admin/owners', show: isPlatformAdmin },
  { href: '/app/admin/reports', label: 'Reports', section: '/app/admin/reports', show: isPlatformAdmin },
  { href: '/app/logout', label: 'Logout', show: () => true, post: true },
];
