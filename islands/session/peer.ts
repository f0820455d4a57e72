export interface PeerEvents {
  send(data: Record<string, unknown>): void;
  onTrack(stream: MediaStream): void;
  onState(state: RTCPeerConnectionState): void;
}

/**
 * One RTCPeerConnection with "perfect negotiation" (W3C WebRTC 1.0 §10.7, MDN's pattern): both
 * sides run the same code, either may offer at any time, and when offers collide the polite
 * side rolls back its own and answers, while the impolite side ignores the other's offer.
 * Signals are handled one at a time, so a candidate never arrives before its description.
 */
export function createPeer(iceServers: RTCIceServer[], polite: boolean, stream: MediaStream | null, events: PeerEvents, answerFirst = false) {
  const pc = new RTCPeerConnection({ iceServers });
  let makingOffer = false;
  let ignoreOffer = false;
  let queue: Promise<void> = Promise.resolve();

  pc.onnegotiationneeded = async () => {
    try {
      makingOffer = true;
      await pc.setLocalDescription();
      events.send({ description: pc.localDescription?.toJSON() });
    } catch (error) {
      console.warn('negotiation failed', error);
    } finally {
      makingOffer = false;
    }
  };
  pc.onicecandidate = ({ candidate }) => {
    if (candidate) events.send({ candidate: candidate.toJSON() });
  };
  pc.ontrack = ({ track, streams }) => events.onTrack(streams[0] ?? new MediaStream([track]));
  pc.onconnectionstatechange = () => events.onState(pc.connectionState);
  // A path that stopped working is looked for again rather than given up.
  pc.oniceconnectionstatechange = () => {
    if (pc.iceConnectionState === 'failed') pc.restartIce();
  };

  let tracksAdded = false;
  function addTracks() {
    tracksAdded = true;
    if (stream) for (const track of stream.getTracks()) pc.addTrack(track, stream);
    else if (!answerFirst) {
      pc.addTransceiver('audio', { direction: 'recvonly' });
      pc.addTransceiver('video', { direction: 'recvonly' });
    }
  }
  // The side already in the room offers; a newcomer (answerFirst) adds its tracks to the
  // transceivers of that first offer, so the two never start with colliding offers. (Chromium
  // may gather no candidates for an answer made right after rolling back its own offer.)
  if (!answerFirst) addTracks();

  async function handle({ description, candidate }: { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit }) {
    if (description) {
      const offerCollision = description.type === 'offer' && (makingOffer || pc.signalingState !== 'stable');
      ignoreOffer = !polite && offerCollision;
      if (ignoreOffer) return;
      await pc.setRemoteDescription(description);
      if (!tracksAdded) addTracks();
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        events.send({ description: pc.localDescription?.toJSON() });
      }
    } else if (candidate) {
      try {
        await pc.addIceCandidate(candidate);
      } catch (error) {
        // A candidate of an offer this side ignored, or of a connection already replaced.
        if (!ignoreOffer) console.warn('candidate refused', error);
      }
    }
  }

  return {
    pc,
    receive(data: Record<string, unknown>) {
      queue = queue.then(() => handle(data)).catch((error) => console.warn('signal failed', error));
    },
    /** Swaps the camera or microphone being sent, without renegotiating. */
    async replaceTrack(track: MediaStreamTrack) {
      const sender = pc.getSenders().find((s) => s.track?.kind === track.kind);
      await sender?.replaceTrack(track);
    },
    close() {
      pc.onconnectionstatechange = null;
      pc.close();
    },
  };
}

export type Peer = ReturnType<typeof createPeer>;
