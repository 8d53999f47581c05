import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { planUpload } from './upload-plan.ts';

const jpg = (name: string, size = 1000) => ({ name, type: 'image/jpeg', size });

describe('planUpload (docs/product.md#photo-rules)', () => {
  it('uploads what fits in the 10 Exterior photos', () => {
    const plan = planUpload([jpg('a.jpg'), jpg('b.jpg')], 3);
    expect(plan.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(plan.limitMessage).toBeNull();
  });

  it('uploads nothing past the limit, with the documented messages', () => {
    expect(planUpload([jpg('a.jpg')], 10)).toMatchObject({
      accepted: [],
      limitMessage: 'Limit of 10 photos. Cannot upload more',
    });
    expect(planUpload([jpg('a.jpg'), jpg('b.jpg'), jpg('c.jpg')], 8)).toMatchObject({
      accepted: [],
      limitMessage: 'You can upload up to 2 photos.The max limit is 10.',
    });
  });

  it('refuses wrong types and large files by name, and uploads the rest', () => {
    const plan = planUpload(
      [
        jpg('a.jpg'),
        { name: 'b.heic', type: 'image/heic', size: 1 },
        jpg('c.jpg', 11 * 1024 * 1024),
      ],
      0,
    );
    expect(plan.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(plan.refused).toEqual([
      { name: 'b.heic', message: MSG.photoWrongType },
      { name: 'c.jpg', message: MSG.photoTooLarge },
    ]);
  });
});
