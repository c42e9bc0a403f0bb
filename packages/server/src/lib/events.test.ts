import { describe, expect, it } from 'vitest';
import { createEvents } from './events.ts';

type Map = { 'thing.changed': { id: number }; 'other.thing': { name: string } };

describe('events', () => {
  it('awaits the handlers of an event one after another, in subscription order', async () => {
    const events = createEvents<Map>();
    const seen: string[] = [];
    let release = () => {};
    const firstMayEnd = new Promise<void>((resolve) => {
      release = resolve;
    });
    events.on('thing.changed', async ({ id }) => {
      seen.push(`first ${id} began`);
      await firstMayEnd;
      seen.push(`first ${id}`);
    });
    events.on('thing.changed', ({ id }) => {
      seen.push(`second ${id}`);
    });
    events.on('other.thing', ({ name }) => {
      seen.push(name);
    });
    const emitting = events.emit('thing.changed', { id: 7 });
    // The first handler waits: the second has not run.
    expect(seen).toEqual(['first 7 began']);
    release();
    await emitting;
    expect(seen).toEqual(['first 7 began', 'first 7', 'second 7']);
  });

  it('reports a failing handler and rethrows, so the emitting transaction rolls back', async () => {
    const reported: Array<[unknown, string]> = [];
    const events = createEvents<Map>({ onError: (error, name) => reported.push([error, name]) });
    const after: number[] = [];
    const failure = new Error('no');
    events.on('thing.changed', () => {
      throw failure;
    });
    events.on('thing.changed', ({ id }) => {
      after.push(id);
    });
    await expect(events.emit('thing.changed', { id: 1 })).rejects.toBe(failure);
    expect(reported).toEqual([[failure, 'thing.changed']]);
    expect(after).toEqual([]);
  });

  it('emitting an event nobody listens to does nothing', async () => {
    await expect(createEvents<Map>().emit('other.thing', { name: 'x' })).resolves.toBeUndefined();
  });
});
