/**
 * What a lower feature needs from a higher one, which it may not import (features form a line).
 * The lower feature declares the interface and a port; `createApp` provides the higher
 * feature's answer for one app (keyed by its deps, or by its database where only that is at hand).
 */
export interface Port<T> {
  provide(app: object, answer: T): void;
  /** The answer provided for this app; a missing one is a wiring mistake, not a user's. */
  of(app: object): T;
}

export function port<T>(name: string): Port<T> {
  const answers = new WeakMap<object, T>();
  return {
    provide: (app, answer) => void answers.set(app, answer),
    of(app) {
      const answer = answers.get(app);
      if (answer === undefined) throw new Error(`${name} was not provided by createApp`);
      return answer;
    },
  };
}
