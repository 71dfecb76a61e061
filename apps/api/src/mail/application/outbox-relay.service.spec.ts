import { describe, expect, it } from '@jest/globals';
import { InMemoryOutboxRepository } from '../../../test/fakes/mail.js';
import { RecordingJobQueue } from '../../../test/fakes/platform.js';
import { OutboxRelay, OutboxRelayOptions } from './outbox-relay.service.js';

function relayWith(options: Partial<OutboxRelayOptions>) {
  const outbox = new InMemoryOutboxRepository();
  const queue = new RecordingJobQueue();
  const relay = new OutboxRelay(outbox, queue, Object.assign(new OutboxRelayOptions(), { sweep: false }, options));
  const write = async (ids: string[]) => {
    for (const id of ids) await outbox.add({ id, template: 'order_confirmation', recipient: 'chef@bistro.ch', language: 'fr', params: {}, sealedParams: null, attachments: [] });
  };
  return { outbox, queue, relay, write };
}

describe('OutboxRelay hand-over', () => {
  it('hands the rows of the commits of one window to the queue as one job, named by its first row, and marks them handed over', async () => {
    const { outbox, queue, relay, write } = relayWith({});
    await write(['a1', 'a2', 'b1', 'b2', 'b3']);
    relay.handOver(['a1', 'a2']);
    relay.handOver(['b1', 'b2', 'b3']);
    await relay.handedOver();
    expect(queue.jobs).toEqual([{ queue: 'mail', jobId: 'rows-a1', data: { outboxIds: ['a1', 'a2', 'b1', 'b2', 'b3'] } }]);
    expect(outbox.rows.items.map((row) => row.enqueued)).toEqual([true, true, true, true, true]);
  });

  it('still queues the rows of a commit whose first row a sweep queued alone meanwhile', async () => {
    const { queue, relay, write } = relayWith({});
    await write(['a1', 'a2']);
    relay.handOver(['a1', 'a2']);
    // A sweep found the rows not yet handed over, in the window, and queued the first one by its id.
    await queue.enqueue('mail', 'a1', { outboxId: 'a1' });
    await relay.handedOver();
    expect(queue.jobs).toEqual([
      { queue: 'mail', jobId: 'a1', data: { outboxId: 'a1' } },
      { queue: 'mail', jobId: 'rows-a1', data: { outboxIds: ['a1', 'a2'] } },
    ]);
  });

  it('hands over what waits for its window at once when the app stops', async () => {
    // A window far longer than the shutdown waits: the job is there only if shutdown ended the window.
    const { queue, relay, write } = relayWith({ handOverWindowMs: 600_000, shutdownWaitMs: 60_000 });
    await write(['a1']);
    relay.handOver(['a1']);
    await relay.beforeApplicationShutdown();
    expect(queue.jobs).toEqual([{ queue: 'mail', jobId: 'a1', data: { outboxId: 'a1' } }]);
  });
});
