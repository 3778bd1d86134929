/** The order in which simulate() sees events: src/lib/lateness/event-queue.ts. */
import {describe, expect, it} from 'vitest';

import {EventQueue, type Phase} from '../../src/lib/lateness/event-queue';

interface Named {
  at: number;
  phase: Phase;
  name: string;
}

/** Pushes events written `name@at/phase` in the order given; the names as the queue gives them back. */
function order(events: string): string {
  const queue = new EventQueue<Named>();
  for (const event of events.split(' ')) {
    const [, name = '', at = '', phase = ''] = /^(\w+)@(\d+)\/(\w+)$/.exec(event) ?? [];
    queue.push({at: Number(at), phase: phase as Phase, name});
  }
  const names: string[] = [];
  for (let next = queue.shift(); next; next = queue.shift()) names.push(next.name);
  return names.join(' ');
}

describe('EventQueue', () => {
  it('takes events out in time order, whatever order they came in', () => {
    expect(order('c@30/ping a@10/due b@20/deadline')).toBe('a b c');
  });

  it('puts deadlines, then pings, then due times at one instant; equal events in arrival order', () => {
    expect(order('due@10/due ping@10/ping deadline@10/deadline')).toBe('deadline ping due');
    expect(order('one@10/ping early@5/ping two@10/ping end@10/deadline three@10/ping')).toBe(
      'early end one two three',
    );
  });

  it('is empty when everything was taken out', () => {
    const queue = new EventQueue<Named>();
    expect(queue.shift()).toBeUndefined();
    queue.push({at: 1, phase: 'due', name: 'only'});
    expect(queue.shift()?.name).toBe('only');
    expect(queue.shift()).toBeUndefined();
  });
});
