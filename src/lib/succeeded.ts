/** The JSON API's answer to a change that has nothing else to say: `{ result: 'success' }`, once `work` is done. */
export async function succeeded(work: Promise<unknown>): Promise<{ result: 'success' }> {
  await work;
  return { result: 'success' };
}
