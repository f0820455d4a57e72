/*
 * The plain facts `can()` decides on: a few columns of the object asked about, read by the
 * feature that owns it. No feature type is imported, so the policy stays below the features.
 */

/** A booking as the rules see it. `site_vendor_id`: the practice whose own site asks (white label), null on the main host. */
export interface BookingFacts {
  user_id: number;
  vendor_id: number;
  /** The team members managing the booked listing. */
  listing_managers: number[];
  status: number;
  /** The slot's start, ISO. */
  slot: string;
  site_vendor_id?: number | null;
  /** When the practice marked it no-show or arrived (ISO), and the listing's zone, where that day ends. */
  marked_at?: string | null;
  zone?: string;
}

/** A booking as its attendance mark reads it, and whether its no-show fee was charged (the owner paid for not coming, so the mark stays). */
export interface AttendanceFacts extends BookingFacts {
  no_show_fee_charged: boolean;
}

/** A listing: its practice and the team members managing it. `site_vendor_id` as for a booking. */
export interface ListingFacts {
  vendor_id: number;
  managers: number[];
  site_vendor_id?: number | null;
  /** Whether the practice lets owners book a series of repeat visits themselves. */
  owner_series?: boolean;
}

/** A practice, for its root admin's screens (team, users, reports, website and domains). */
export interface PracticeFacts {
  vendor_id: number | null;
}

/** A person's pets and their records: whose they are, and the practices that owner is a customer of (booked with, or was registered by); the caller may list only the asking one. */
export interface RecordsFacts {
  owner_id: number;
  customer_of: number[];
}

/** One record entry: its owner's records facts, whether it is locked (24 hours after it was made) or marked entered in error, and who wrote it. */
export interface RecordEntryFacts extends RecordsFacts {
  locked: boolean;
  entered_in_error: boolean;
  /** The practice that wrote it; null when its owner did. */
  author_vendor_id: number | null;
}

/** A private record file: who uploaded it, whether the reader may read that owner's records, and whether a second opinion to the reading practice shares it. */
export interface RecordFileFacts {
  uploader_role: string;
  records_readable: boolean;
  shared_with_practice: boolean;
}

/** A booking's session room and chat: its owner and practice. */
export interface RoomFacts {
  user_id: number;
  vendor_id: number;
}

/** A second-opinion or house-visit request: who asked, the practice asked, and the managers of the listing asked (if any). */
export interface RequestFacts {
  user_id: number;
  /** null while no practice is asked. */
  vendor_id: number | null;
  /** null when the request names no listing. */
  listing_managers: number[] | null;
}

/** A waitlist entry (or an offer of it): whose it is. */
export interface WaitlistEntryFacts {
  user_id: number;
}

/** A prescription: the owner it was written for and the practice that wrote it. */
export interface PrescriptionFacts {
  user_id: number;
  vendor_id: number;
}

/** A sign-in account: its role as stored (`user`, `vendor`, `admin`) and id. */
export interface AccountFacts {
  role: string;
  id: number;
}

/** An in-person exam a practice entered by hand: its practice, the vet it names as examiner, and whether it is marked entered in error. */
export interface PetExamFacts {
  vendor_id: number;
  by_login_id: number;
  entered_in_error: boolean;
}
