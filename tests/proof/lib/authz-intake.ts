import { files, intake_answers } from '../../../db/schema';
import type { TestApp } from '../../helpers/app';

/**
 * The world booking's intake: the owner's answers (their text the marker) with a photo (an intake
 * file whose bytes are the file marker). Answers the photo's name and the rows that are the owner's.
 */
export async function createIntake(app: TestApp, world: { owner: number; practice: number; listing: number; booking: number }, markers: { intake: string; intakeFile: string }) {
  const key = `private/intake/${crypto.randomUUID()}.png`;
  await app.deps.providers.storage.put(key, new TextEncoder().encode(markers.intakeFile), 'image/png');
  const now = new Date().toISOString();
  await app.db.insert(files).values({ category: 'intake', access: 'private', storage_key: key, file_name: 'p.png', file_type: 'image/png', size: 10, owner_role: 'user', owner_id: world.owner, uploaded_at: now });
  const photo = { url: `/files/${key}`, name: 'p.png', type: 'image/png', size: 10 };
  const [row] = await app.db
    .insert(intake_answers)
    .values({
      booking_id: world.booking,
      user_id: world.owner,
      vendor_id: world.practice,
      vendor_listing_id: world.listing,
      answers: [
        { question_id: 'concern', kind: 'text', label: 'What is your main concern?', value: markers.intake, files: [], red_flag: false },
        { question_id: 'photo', kind: 'photo', label: 'A photo of the problem', value: null, files: [photo], red_flag: false },
      ],
      answered_at: now,
    })
    .returning();
  return { intakeFile: key.slice('private/intake/'.length), rows: [`intake_answers#${row!.id}`] };
}
