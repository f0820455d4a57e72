/** Sends a text message to a phone number. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, body: string): Promise<void>;
}
