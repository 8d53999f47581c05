import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { photoFileProblem } from './photo-file.ts';

const MB = 1024 * 1024;

describe('photoFileProblem (docs/product.md#photo-rules)', () => {
  it('accepts .jpg, .jpeg and .png up to 10 MB, any letter case', () => {
    expect(photoFileProblem({ name: 'car.jpg', type: 'image/jpeg', size: 3 * MB })).toBeNull();
    expect(photoFileProblem({ name: 'CAR.JPEG', type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(photoFileProblem({ name: 'car.png', type: 'image/png', size: 1 })).toBeNull();
    // Some Android pickers give no extension: the MIME type decides.
    expect(photoFileProblem({ name: 'image:1234', type: 'image/jpeg', size: 1 })).toBeNull();
  });

  it('refuses other types with the documented message, before the size', () => {
    for (const f of [
      { name: 'car.heic', type: 'image/heic', size: 1 },
      { name: 'car.webp', type: 'image/webp', size: 1 },
      { name: 'car.gif', type: 'image/gif', size: 20 * MB },
      { name: 'car.jpg', type: 'application/pdf', size: 1 },
      { name: 'notes', type: 'text/plain', size: 1 },
    ]) {
      expect(photoFileProblem(f)).toBe(MSG.photoWrongType);
    }
    expect(MSG.photoWrongType).toBe('only .jpg, .png and .jpeg extensions are allowed');
  });

  it('refuses more than 10 MB with the documented message', () => {
    expect(photoFileProblem({ name: 'car.jpg', type: 'image/jpeg', size: 10 * MB + 1 })).toBe(
      'Sorry, you can upload photo up to 10 MB',
    );
  });
});
