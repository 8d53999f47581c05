/**
 * The three views of a demo car photo: the backdrop's colours and where
 * the car sits in each.
 */

/** 0: side facing left, 1: side facing right (warm backdrop), 2: close-up of the front. */
export type CarView = 0 | 1 | 2;
export const CAR_VIEWS: CarView[] = [0, 1, 2];

/** The backdrop's gradient colours, top to bottom. */
export interface Backdrop {
  top: string;
  horizon: string;
  floor: string;
  bottom: string;
}

/** The backdrop of each view. */
export const BACKDROPS: Record<CarView, Backdrop> = {
  0: { top: '#dfe6ee', horizon: '#f4f6f9', floor: '#d5dce4', bottom: '#eef1f5' },
  1: { top: '#e9e1d7', horizon: '#f8f4ef', floor: '#ddd4c9', bottom: '#f2ede7' },
  2: { top: '#d7e0ea', horizon: '#f1f4f8', floor: '#cdd5df', bottom: '#e9edf2' },
};

/** Where the car sits: x of the front bumper, ground y, scale, mirrored or not. */
export const PLACEMENT: Record<
  CarView,
  { x: number; ground: number; scale: number; mirror: boolean }
> = {
  0: { x: 170, ground: 842, scale: 1.26, mirror: false },
  1: { x: 1410, ground: 860, scale: 1.2, mirror: true },
  2: { x: 70, ground: 1030, scale: 2.1, mirror: false },
};
