/**
 * The process-wide photo queue (issue 8): sharp work runs at most one photo
 * per CPU core at a time, and an upload batch stops at its first bad photo.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { processUploadBatch } from '../modules/listing-photos/listing-photos.service.ts';
import { PHOTO_QUEUE_CONCURRENCY, photoQueueLoad } from './photo-queue.ts';
import { processCarPhoto } from './process-car-photo.ts';

const jpeg = (background: string) =>
  sharp({ create: { width: 1600, height: 1100, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('photo queue', () => {
  it('never runs more photos at once than there are CPU cores', async () => {
    const input = await jpeg('#c0392b');
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, photoQueueLoad().active);
    }, 1);
    const jobs = Array.from({ length: PHOTO_QUEUE_CONCURRENCY * 4 }, () =>
      processCarPhoto(input, { width: 800 }),
    );
    expect(photoQueueLoad().pending).toBeGreaterThan(0);
    await Promise.all(jobs);
    clearInterval(sampler);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(PHOTO_QUEUE_CONCURRENCY);
    expect(photoQueueLoad()).toMatchObject({ active: 0, pending: 0 });
  });

  it('stops a batch at its first bad photo: the photos after it are never processed', async () => {
    const good = (await jpeg('#2e86c1')).toString('base64');
    const bad = Buffer.from('a text file named car.jpg').toString('base64');
    const batch = [
      { url: bad, name: 'first.jpg' },
      ...Array.from({ length: 9 }, (_, i) => ({ url: good, name: `p${i}.jpg` })),
    ];
    const before = photoQueueLoad().started;
    await expect(processUploadBatch(batch, 700)).rejects.toThrow(
      `first.jpg: ${MSG.photoWrongType}`,
    );
    // Only what was already running beside the bad photo got a turn.
    expect(photoQueueLoad().started - before).toBeLessThanOrEqual(PHOTO_QUEUE_CONCURRENCY);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(photoQueueLoad()).toMatchObject({ active: 0, pending: 0 });
  });

  it('names the earliest bad photo of a batch and keeps the order of good ones', async () => {
    const good = (await jpeg('#27ae60')).toString('base64');
    const bad = Buffer.from('not a photo').toString('base64');
    await expect(
      processUploadBatch(
        [
          { url: good, name: 'a.jpg' },
          { url: bad, name: 'b.jpg' },
          { url: bad, name: 'c.jpg' },
        ],
        700,
      ),
    ).rejects.toThrow(/^b\.jpg: /);
    const ok = await processUploadBatch(
      [
        { url: good, name: 'a.jpg' },
        { url: good, name: 'b.jpg' },
      ],
      700,
    );
    expect(ok.map((p) => p.width)).toEqual([700, 700]);
  });
});
