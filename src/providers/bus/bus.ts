/**
 * A publish/subscribe bus between the app's processes (the live rooms use it): the in-process
 * one by default, Redis with REDIS_URL. See docs/decisions/0039-rooms-over-redis.md.
 */
export type BusState = 'up' | 'down';

export interface Bus {
  readonly name: 'memory' | 'redis';
  /** Sends a message to every subscriber of the channel, this process's too; never throws, never waits (a failure is logged). */
  publish(channel: string, message: string): void;
  /** Calls the handler with every message of the channel; kept across reconnections. */
  subscribe(channel: string, handler: (message: string) => void): void;
  /** 'up' when messages flow both ways; while 'down', what is published is lost. */
  readonly state: BusState;
  /** Calls the listener on every change of state. */
  onState(listener: (state: BusState) => void): void;
  close(): void;
}
