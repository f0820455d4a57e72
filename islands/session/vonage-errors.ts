/** What a person is told when the Vonage SDK reports a problem, by the SDK's error name. */
import type { Translate } from '../lib/i18n';

const PROBLEMS: Record<string, string> = {
  OT_AUTHENTICATION_ERROR: 'The video service refused this call’s credentials.',
  OT_INVALID_SESSION_ID: 'The video service does not know this call’s session.',
  OT_CONNECT_FAILED: 'The video service could not be reached. Check your connection and try again.',
  OT_SOCKET_CONNECT_FAILED: 'The video service could not be reached. Check your connection and try again.',
  OT_USER_MEDIA_ACCESS_DENIED: 'The browser was not allowed to use your camera and microphone.',
  OT_HARDWARE_UNAVAILABLE: 'Your camera or microphone is in use by another application.',
  OT_NO_DEVICES_FOUND: 'No camera or microphone was found.',
};

/**
 * The SDK's error as a sentence that names the problem, with the SDK's own words after it (never
 * the token, which the SDK may quote in an "Invalid token format" message).
 */
export function vonageProblem(error: { name?: string; message?: string }, t: Translate): string {
  const detail = (error.message ?? '').replace(/\s*Token:.*$/s, '').trim();
  const known = error.name ? PROBLEMS[error.name] : undefined;
  const head = t(known ?? 'The video call could not connect.');
  return detail ? `${head} (${error.name ? `${error.name}: ` : ''}${detail})` : head;
}
