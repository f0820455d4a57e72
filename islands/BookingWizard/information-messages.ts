import type { MessageKey } from '../../src/lib/i18n';

/*
 * The information stage's texts (its customer picker's, pet choice's and add-pet form's too), apart
 * from its code: the stage is a chunk loaded when reached, while its texts are handed over with the page.
 */

export const messages = [
  'Customer is required',
  'Pet is required',
  'Reason for consult is required',
  '{name} chooses the pet when they accept.',
  'Reason for consult',
  'Continue',
  'Waive payment',
  'Customer not found',
  '{name} has an account but is not yet your customer. They will get an e-mail to accept this appointment; nothing is booked or charged until they do.',
  'Change customer',
  'Customer:',
  'Customer email',
  'Find customer',
  'Register a new customer',
  'First name',
  'Last name',
  'Email',
  'Mobile',
  'Register customer',
  'Cancel',
  'Pet',
  'Loading pets…',
  'You have not added any pets!',
  'Add a pet',
  'Name is required',
  'Type is required',
  'Pet name',
  'Pet type',
  'Choose…',
  'Please Wait...',
  'Save pet',
] as const satisfies readonly MessageKey[];
