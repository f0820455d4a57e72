/** An upcoming appointment of a pet, as the delete question names it. */
export interface PetAppointment {
  id: number;
  /** ISO instant. */
  slot: string;
  /** The listing booked (its title when booked) and the consultation type. */
  listing: string;
  type: number;
  /** The zone the owner booked in: the time is shown in it. */
  zone: string;
}

/**
 * What deleting a pet would leave behind, told by the features above pets (booking, records),
 * which pets may not import: `createApp` hands it in.
 */
export interface PetLeftovers {
  /** The owner's upcoming appointments for the pet, soonest first. */
  upcomingAppointments(petId: number, ownerId: number): Promise<PetAppointment[]>;
  /** The pet's health records counted by category key (only categories with records). */
  recordCounts(petId: number): Promise<{ category: string; count: number }[]>;
}
