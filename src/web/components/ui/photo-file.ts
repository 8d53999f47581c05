/**
 * Photos chosen on the device, before they go up (docs/product.md#photo-rules,
 * #limits-and-constants): the type and size checks with the documented
 * messages, decoding, and drawing a (cropped) region onto a canvas at a set
 * width as a JPEG data URL. Browser-only (Image, canvas).
 */

import { cannotPreparePhotos, photoUnopenable } from '#messages/frame.ts';
import { fileUnreadable } from '#messages/sell.ts';
import { MSG } from '#shared/messages.ts';
import { MAX_PHOTO_BYTES } from '#shared/schemas/listing.ts';

const ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'png'];
const ALLOWED_TYPES = ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png'];

/** Accept for the file inputs: JPEG and PNG only (no HEIC, WebP, GIF). */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/**
 * The documented message (docs/product.md#photo-rules) for a file that may not
 * be used, or null when it may: type first ('only .jpg, .png and .jpeg
 * extensions are allowed'), then size ('Sorry, you can upload photo up to
 * 10 MB'). A name without an extension (some Android pickers) is judged by its
 * MIME type.
 */
export function photoFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const type = file.type.toLowerCase();
  const typeOk = ext
    ? ALLOWED_EXTENSIONS.includes(ext) && (type === '' || ALLOWED_TYPES.includes(type))
    : ALLOWED_TYPES.includes(type);
  if (!typeOk) return MSG.photoWrongType;
  if (file.size > MAX_PHOTO_BYTES) return MSG.photoTooLarge;
  return null;
}

/** The bytes of `file` as bare base64 (the data: URL's prefix cut off). */
export function fileBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new Error(fileUnreadable(file.name)));
    reader.readAsDataURL(file);
  });
}

/** Decodes an image URL (object URL or data URL). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(photoUnopenable));
    img.src = src;
  });
}

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws `area` of `img` (all of it by default) `width` pixels wide (height to
 * scale) on a white canvas and answers a JPEG data URL at `quality` (0..1).
 * Never enlarges beyond `width`; `upscale` false keeps smaller sources as they are.
 */
export function renderJpeg(
  img: CanvasImageSource & { naturalWidth: number; naturalHeight: number },
  width: number,
  quality: number,
  area: PixelArea = { x: 0, y: 0, width: img.naturalWidth, height: img.naturalHeight },
  upscale = true,
): string {
  const outW = Math.max(1, Math.round(upscale ? width : Math.min(width, area.width)));
  const outH = Math.max(1, Math.round((outW * area.height) / area.width));
  const canvas = document.createElement('canvas');
  canvas.width = outW;
  canvas.height = outH;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(cannotPreparePhotos);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, outW, outH);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, outW, outH);
  return canvas.toDataURL('image/jpeg', quality);
}

/** Bytes a data URL's payload holds (for showing sizes). */
export function dataUrlBytes(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const pad = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - pad;
}
