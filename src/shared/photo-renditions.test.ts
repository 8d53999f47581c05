import { describe, expect, it } from 'vitest';
import {
  CARD_PHOTO_SIZES,
  GALLERY_PHOTO_SIZES,
  galleryPhotoPreload,
  hasRenditions,
  PHOTO_RENDITION_WIDTHS,
  photoRenditionUrl,
  photoSrcSet,
  smallPhotoUrl,
} from './photo-renditions.ts';

const JPEG = '/photos/cars/AbC123xYz0/Qw3rTy7-iO.jpg';

describe('photo renditions', () => {
  it('has three widths, smallest first', () => {
    expect(PHOTO_RENDITION_WIDTHS).toEqual([400, 600, 800]);
  });

  it('derives each rendition URL of a stored car photo', () => {
    expect(photoRenditionUrl(JPEG, 400)).toBe('/photos/cars/AbC123xYz0/Qw3rTy7-iO-sm.webp');
    expect(photoRenditionUrl(JPEG, 600)).toBe('/photos/cars/AbC123xYz0/Qw3rTy7-iO-md.webp');
    expect(photoRenditionUrl(JPEG, 800)).toBe('/photos/cars/AbC123xYz0/Qw3rTy7-iO-lg.webp');
    expect(smallPhotoUrl(JPEG)).toBe('/photos/cars/AbC123xYz0/Qw3rTy7-iO-sm.webp');
  });

  it('builds the srcset of a stored car photo, smallest first', () => {
    expect(photoSrcSet(JPEG)).toBe(
      '/photos/cars/AbC123xYz0/Qw3rTy7-iO-sm.webp 400w, ' +
        '/photos/cars/AbC123xYz0/Qw3rTy7-iO-md.webp 600w, ' +
        '/photos/cars/AbC123xYz0/Qw3rTy7-iO-lg.webp 800w',
    );
  });

  it('derives nothing for anything else: no photo, banners, share cards elsewhere, other sites', () => {
    const others = [
      null,
      undefined,
      '',
      '/photos/banners/offer.jpg',
      '/photos/a.jpg',
      '/photos/cars/AbC/XyZ-sm.webp',
      '/photos/cars/AbC/XyZ.png',
      '/photos/cars/AbC/XyZ.jpg?v=2',
      'https://cdn.example.com/photos/cars/AbC/XyZ.jpg',
      '//cdn.example.com/photos/cars/AbC/XyZ.jpg',
      '/other/photos/cars/AbC/XyZ.jpg',
      '/photos/cars/../secret/x.jpg',
    ];
    for (const url of others) {
      expect(hasRenditions(url), String(url)).toBe(false);
      expect(photoSrcSet(url), String(url)).toBeUndefined();
      expect(photoRenditionUrl(url, 400), String(url)).toBeUndefined();
    }
    expect(smallPhotoUrl('/photos/banners/offer.jpg')).toBe('/photos/banners/offer.jpg');
    expect(smallPhotoUrl('https://x.example/a.jpg')).toBe('https://x.example/a.jpg');
  });

  it('sizes name a width for every viewport (a last entry without a media condition)', () => {
    for (const sizes of [CARD_PHOTO_SIZES, GALLERY_PHOTO_SIZES]) {
      const entries = sizes.split(', ');
      expect(entries.at(-1)).not.toMatch(/^\(/);
      for (const entry of entries.slice(0, -1)) expect(entry).toMatch(/^\(min-width: \d+px\) /);
    }
  });

  it('gives the main photo preload the same srcset and sizes as the gallery', () => {
    expect(galleryPhotoPreload(JPEG)).toEqual({
      rel: 'preload',
      as: 'image',
      href: JPEG,
      imagesrcset: photoSrcSet(JPEG),
      imagesizes: GALLERY_PHOTO_SIZES,
      fetchpriority: 'high',
    });
    expect(galleryPhotoPreload('https://x.example/a.jpg')).toEqual({
      rel: 'preload',
      as: 'image',
      href: 'https://x.example/a.jpg',
      fetchpriority: 'high',
    });
    expect(galleryPhotoPreload(null)).toBeUndefined();
  });
});
