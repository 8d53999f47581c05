/**
 * Side-profile geometry of a body style for the demo photos: its shape
 * (units: the car is about 1000 long, x = 0 at the front bumper, y = 0 on
 * the ground and negative upward; each point is [x, y, corner radius]), and
 * which silhouette a model gets. The shapes themselves: body-shape-data.ts.
 */
import type { BodyStyle } from '../data/types.ts';

export type Point = [x: number, y: number, radius: number];

export interface BodyShape {
  wheelRadius: number;
  frontWheelX: number;
  rearWheelX: number;
  /** Outer body outline, clockwise from under the front bumper. */
  outline: Point[];
  /** Side glass (greenhouse); the last point joins the first along the belt line. */
  glass: Point[];
  /** Pillars splitting the glass: [x at the top, x at the bottom, width]. */
  pillars: [number, number, number][];
  /** Door shut lines: x at the belt line and at the sill. */
  doorLines: [number, number][];
  /** Door handles: [x, y]. */
  handles: [number, number][];
  /** Head lamp and tail lamp polygons. */
  headlamp: [number, number][];
  tailLamp: [number, number][];
  /** Dark lower grille / air dam polygon at the front. */
  airDam: [number, number][];
  /** Height of the sill (bottom of the doors). */
  sillY: number;
  /** Unpainted plastic cladding along the bottom and around the wheel arches. */
  cladding: boolean;
  /** Roof rails: [x from, x to] on top of the roof, or null. */
  roofRails: [number, number] | null;
  /** Mirror position at the base of the A-pillar. */
  mirror: [number, number];
}

/** A drawable silhouette: the body style, or its small / large relative. */
export type ShapeName = BodyStyle | 'hatchback-small' | 'suv-large';

/**
 * The silhouette for a model: cheap hatchbacks (under ₹7.5 lakh new) are
 * tall-boy city cars; SUVs with seven seats or costing ₹28 lakh or more are large.
 */
export function shapeFor(model: {
  body: BodyStyle;
  seats: number;
  newPrice: [number, number];
}): ShapeName {
  if (model.body === 'hatchback' && model.newPrice[1] < 750_000) return 'hatchback-small';
  if (model.body === 'suv' && (model.seats >= 7 || model.newPrice[1] >= 2_800_000))
    return 'suv-large';
  return model.body;
}
