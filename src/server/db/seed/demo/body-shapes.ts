/**
 * Side-profile geometry of each body style for the demo photos. Units: the
 * car is about 1000 long, x = 0 at the front bumper, y = 0 on the ground and
 * negative upward. Each point is [x, y, corner radius].
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

const hatchback: BodyShape = {
  wheelRadius: 88,
  frontWheelX: 182,
  rearWheelX: 826,
  outline: [
    [14, -50, 22],
    [0, -128, 36],
    [16, -214, 44],
    [330, -268, 80],
    [556, -414, 90],
    [790, -408, 80],
    [948, -350, 44],
    [980, -236, 30],
    [990, -118, 22],
    [968, -50, 20],
  ],
  glass: [
    [360, -276, 12],
    [560, -398, 34],
    [786, -392, 34],
    [906, -302, 16],
  ],
  pillars: [
    [636, 624, 30],
    [808, 826, 16],
  ],
  doorLines: [
    [356, 368],
    [622, 614],
    [852, 886],
  ],
  handles: [
    [560, -252],
    [800, -260],
  ],
  headlamp: [
    [-10, -196],
    [118, -224],
    [152, -198],
    [-10, -166],
  ],
  tailLamp: [
    [930, -346],
    [1000, -346],
    [1000, -254],
    [948, -272],
  ],
  airDam: [
    [-10, -112],
    [118, -104],
    [106, -62],
    [-10, -56],
  ],
  sillY: -62,
  cladding: false,
  roofRails: null,
  mirror: [372, -290],
};

const sedan: BodyShape = {
  wheelRadius: 80,
  frontWheelX: 186,
  rearWheelX: 782,
  outline: [
    [12, -48, 20],
    [0, -112, 30],
    [14, -184, 40],
    [360, -228, 80],
    [570, -350, 90],
    [748, -348, 80],
    [884, -250, 50],
    [990, -236, 26],
    [998, -118, 22],
    [976, -48, 20],
  ],
  glass: [
    [388, -236, 12],
    [574, -336, 34],
    [744, -334, 30],
    [848, -252, 14],
  ],
  pillars: [[620, 606, 28]],
  doorLines: [
    [384, 392],
    [608, 600],
    [846, 870],
  ],
  handles: [
    [570, -212],
    [806, -214],
  ],
  headlamp: [
    [16, -176],
    [126, -196],
    [160, -172],
    [36, -150],
  ],
  tailLamp: [
    [930, -240],
    [992, -232],
    [996, -196],
    [944, -200],
  ],
  airDam: [
    [6, -104],
    [126, -98],
    [114, -58],
    [18, -54],
  ],
  sillY: -58,
  cladding: false,
  roofRails: null,
  mirror: [400, -250],
};

const suv: BodyShape = {
  wheelRadius: 96,
  frontWheelX: 192,
  rearWheelX: 808,
  outline: [
    [16, -66, 22],
    [0, -150, 36],
    [8, -272, 44],
    [326, -312, 70],
    [528, -446, 80],
    [880, -444, 60],
    [986, -404, 34],
    [996, -268, 30],
    [1000, -132, 22],
    [978, -66, 20],
  ],
  glass: [
    [352, -318, 12],
    [534, -430, 30],
    [870, -428, 26],
    [960, -392, 14],
    [958, -330, 10],
  ],
  pillars: [
    [628, 616, 34],
    [862, 872, 22],
  ],
  doorLines: [
    [348, 356],
    [614, 606],
    [876, 892],
  ],
  handles: [
    [566, -296],
    [820, -302],
  ],
  headlamp: [
    [10, -262],
    [128, -276],
    [158, -252],
    [22, -232],
  ],
  tailLamp: [
    [972, -398],
    [992, -384],
    [996, -300],
    [976, -304],
  ],
  airDam: [
    [4, -142],
    [128, -134],
    [118, -84],
    [20, -78],
  ],
  sillY: -84,
  cladding: true,
  roofRails: [560, 860],
  mirror: [366, -334],
};

const muv: BodyShape = {
  wheelRadius: 88,
  frontWheelX: 180,
  rearWheelX: 814,
  outline: [
    [14, -56, 20],
    [0, -134, 32],
    [10, -240, 42],
    [296, -290, 70],
    [506, -430, 84],
    [910, -428, 56],
    [986, -392, 32],
    [994, -250, 30],
    [998, -120, 22],
    [978, -56, 20],
  ],
  glass: [
    [322, -298, 12],
    [512, -414, 30],
    [900, -412, 26],
    [964, -380, 14],
    [962, -312, 10],
  ],
  pillars: [
    [600, 588, 30],
    [800, 810, 24],
  ],
  doorLines: [
    [318, 326],
    [588, 580],
    [820, 842],
  ],
  handles: [
    [540, -276],
    [770, -282],
  ],
  headlamp: [
    [14, -230],
    [130, -248],
    [160, -222],
    [30, -204],
  ],
  tailLamp: [
    [970, -386],
    [990, -370],
    [994, -284],
    [974, -290],
  ],
  airDam: [
    [6, -120],
    [124, -112],
    [112, -66],
    [20, -60],
  ],
  sillY: -66,
  cladding: false,
  roofRails: [560, 890],
  mirror: [338, -312],
};

const van: BodyShape = {
  wheelRadius: 76,
  frontWheelX: 150,
  rearWheelX: 790,
  outline: [
    [10, -54, 18],
    [0, -126, 24],
    [10, -236, 36],
    [118, -292, 60],
    [236, -476, 70],
    [962, -478, 40],
    [994, -444, 26],
    [998, -120, 22],
    [980, -54, 18],
  ],
  glass: [
    [150, -300, 12],
    [244, -458, 28],
    [950, -458, 20],
    [972, -436, 12],
    [972, -320, 8],
  ],
  pillars: [
    [392, 386, 30],
    [660, 660, 26],
    [850, 850, 22],
  ],
  doorLines: [
    [150, 170],
    [388, 380],
    [668, 676],
  ],
  handles: [
    [350, -286],
    [630, -290],
  ],
  headlamp: [
    [8, -226],
    [96, -244],
    [112, -214],
    [16, -198],
  ],
  tailLamp: [
    [978, -300],
    [996, -300],
    [996, -200],
    [978, -200],
  ],
  airDam: [
    [4, -116],
    [100, -110],
    [92, -64],
    [16, -60],
  ],
  sillY: -64,
  cladding: false,
  roofRails: null,
  mirror: [168, -314],
};

const pickup: BodyShape = {
  wheelRadius: 92,
  frontWheelX: 176,
  rearWheelX: 784,
  outline: [
    [16, -74, 20],
    [0, -150, 30],
    [8, -270, 40],
    [262, -304, 50],
    [414, -436, 60],
    [610, -436, 30],
    [626, -318, 8],
    [996, -318, 8],
    [1000, -136, 20],
    [980, -74, 20],
  ],
  glass: [
    [286, -310, 10],
    [420, -420, 26],
    [600, -420, 16],
    [608, -324, 6],
  ],
  pillars: [[462, 452, 28]],
  doorLines: [
    [282, 290],
    [452, 446],
    [622, 622],
  ],
  handles: [
    [420, -296],
    [596, -300],
  ],
  headlamp: [
    [10, -262],
    [118, -274],
    [142, -246],
    [22, -230],
  ],
  tailLamp: [
    [978, -310],
    [996, -310],
    [996, -210],
    [978, -210],
  ],
  airDam: [
    [4, -142],
    [118, -134],
    [110, -88],
    [20, -82],
  ],
  sillY: -92,
  cladding: true,
  roofRails: null,
  mirror: [300, -326],
};

/** Tall-boy city hatch (Wagon R, Alto, Kwid, Celerio): short bonnet, tall roof, small wheels. */
const hatchbackSmall: BodyShape = {
  wheelRadius: 80,
  frontWheelX: 168,
  rearWheelX: 832,
  outline: [
    [14, -50, 22],
    [0, -130, 34],
    [14, -228, 40],
    [250, -274, 60],
    [452, -442, 80],
    [850, -440, 60],
    [960, -400, 40],
    [976, -240, 30],
    [986, -118, 22],
    [966, -50, 20],
  ],
  glass: [
    [278, -284, 12],
    [458, -426, 32],
    [842, -424, 30],
    [940, -312, 14],
  ],
  pillars: [
    [590, 578, 28],
    [822, 838, 16],
  ],
  doorLines: [
    [274, 284],
    [578, 570],
    [852, 884],
  ],
  handles: [
    [500, -262],
    [792, -270],
  ],
  headlamp: [
    [-10, -216],
    [110, -240],
    [140, -214],
    [-10, -186],
  ],
  tailLamp: [
    [940, -394],
    [1000, -394],
    [1000, -290],
    [952, -300],
  ],
  airDam: [
    [-10, -116],
    [110, -108],
    [100, -64],
    [-10, -58],
  ],
  sillY: -62,
  cladding: false,
  roofRails: null,
  mirror: [292, -300],
};

/** Large seven-seat SUV (Fortuner, XUV700, Safari, Scorpio): long bonnet, flat roof, big wheels. */
const suvLarge: BodyShape = {
  wheelRadius: 104,
  frontWheelX: 198,
  rearWheelX: 800,
  outline: [
    [16, -78, 22],
    [0, -172, 34],
    [6, -302, 40],
    [330, -334, 60],
    [500, -472, 70],
    [900, -470, 50],
    [988, -432, 30],
    [996, -282, 28],
    [1000, -142, 22],
    [978, -78, 20],
  ],
  glass: [
    [356, -340, 12],
    [506, -456, 28],
    [892, -454, 24],
    [962, -422, 14],
    [960, -352, 10],
  ],
  pillars: [
    [620, 608, 34],
    [842, 852, 24],
  ],
  doorLines: [
    [352, 358],
    [606, 598],
    [860, 878],
  ],
  handles: [
    [560, -318],
    [812, -324],
  ],
  headlamp: [
    [-10, -292],
    [132, -302],
    [162, -276],
    [-10, -260],
  ],
  tailLamp: [
    [972, -426],
    [1000, -426],
    [1000, -322],
    [978, -326],
  ],
  airDam: [
    [-10, -162],
    [128, -154],
    [118, -100],
    [-10, -94],
  ],
  sillY: -102,
  cladding: true,
  roofRails: [540, 880],
  mirror: [370, -356],
};

/** A drawable silhouette: the body style, or its small / large relative. */
export type ShapeName = BodyStyle | 'hatchback-small' | 'suv-large';

export const BODY_SHAPES: Record<ShapeName, BodyShape> = {
  hatchback,
  'hatchback-small': hatchbackSmall,
  sedan,
  suv,
  'suv-large': suvLarge,
  muv,
  van,
  pickup,
};

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
