import { describe, expect, test } from 'bun:test';
import { port } from '../../../src/lib/ports';

describe('a port a lower feature declares and createApp provides', () => {
  test('each app gets the answer provided for it', () => {
    const greeting = port<() => string>('test: greeting');
    const one = {};
    const two = {};
    greeting.provide(one, () => 'one');
    greeting.provide(two, () => 'two');
    expect(greeting.of(one)()).toBe('one');
    expect(greeting.of(two)()).toBe('two');
  });

  test('an app that was never provided one fails loudly, naming the port', () => {
    const greeting = port<() => string>('test: greeting');
    expect(() => greeting.of({})).toThrow('test: greeting was not provided by createApp');
  });
});
