/** The order in which simulate() sees events: src/lib/lateness/event-queue.ts. */
import {describe, expect, it} from 'vitest';

import {EventQueue, type Phase} from '../../src/lib/lateness/event-queue';

interface Named {
  at: number;
  phase: Phase;
  name: string;
}

function drain(events: Named[]): string[] {
  const queue = new EventQueue<Named>();
  events.forEach((event) => queue.push(event));
  const names: string[] = [];
  for (let next = queue.shift(); next; next = queue.shift()) names.push(next.name);
  return names;
}

describe('EventQueue', () => {
  it('takes events out in time order, whatever order they came in', () => {
    expect(
      drain([
        {at: 30, phase: 'ping', name: 'c'},
        {at: 10, phase: 'due', name: 'a'},
        {at: 20, phase: 'deadline', name: 'b'},
      ]),
    ).toEqual(['a', 'b', 'c']);
  });

  it('puts deadlines, then pings, then due times at the same instant', () => {
    expect(
      drain([
        {at: 10, phase: 'due', name: 'due'},
        {at: 10, phase: 'ping', name: 'ping'},
        {at: 10, phase: 'deadline', name: 'deadline'},
      ]),
    ).toEqual(['deadline', 'ping', 'due']);
  });

  it('keeps the order of arrival among events of the same instant and phase', () => {
    expect(
      drain([
        {at: 10, phase: 'ping', name: 'first'},
        {at: 5, phase: 'ping', name: 'earlier'},
        {at: 10, phase: 'ping', name: 'second'},
        {at: 10, phase: 'deadline', name: 'deadline'},
        {at: 10, phase: 'ping', name: 'third'},
      ]),
    ).toEqual(['earlier', 'deadline', 'first', 'second', 'third']);
  });

  it('is empty when everything was taken out', () => {
    const queue = new EventQueue<Named>();
    expect(queue.shift()).toBeUndefined();
    queue.push({at: 1, phase: 'due', name: 'only'});
    expect(queue.shift()?.name).toBe('only');
    expect(queue.shift()).toBeUndefined();
  });
});
