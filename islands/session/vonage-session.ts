type OTModule = typeof import('@vonage/client-sdk-video');
export type VonageJoin = { applicationId: string; sessionId: string; token: string };

async function loadSdk(): Promise<OTModule> {
  const mod = (await import('@vonage/client-sdk-video')) as unknown as OTModule & { default?: OTModule };
  return mod.default ?? mod;
}

export interface VonageHandlers {
  /** The session accepted us: publishing starts; nobody else may be there yet. */
  connected(): void;
  peerJoined(): void;
  peerLeft(): void;
  /** What the SDK reported going wrong (connecting, or the camera and microphone). */
  failed(error: { name?: string; message?: string }): void;
}

/**
 * Joins a Vonage session with the SDK (loaded only now, so other pages never download it):
 * publishes the camera into `publisherEl` once connected, and shows the other side in
 * `subscriberEl`. Answers how to leave.
 */
export async function startVonage(join: VonageJoin, publisherEl: HTMLElement, subscriberEl: HTMLElement, on: VonageHandlers): Promise<() => void> {
  const OT = await loadSdk();
  const session = OT.initSession(join.applicationId, join.sessionId);
  const fit = { insertMode: 'append', width: '100%', height: '100%' } as const;
  session.on('streamCreated', (event) => {
    session.subscribe(event.stream, subscriberEl, fit);
    on.peerJoined();
  });
  session.on('streamDestroyed', () => on.peerLeft());
  const publisher = OT.initPublisher(publisherEl, fit, (error) => {
    if (error) on.failed(error);
  });
  session.connect(join.token, (error) => {
    if (error) return on.failed(error);
    on.connected();
    session.publish(publisher);
  });
  return () => {
    session.disconnect();
    publisher.destroy();
  };
}
