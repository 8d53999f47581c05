/**
 * The typed word cycling city, company, model, fuel, gear
 * (docs/product.md#limits-and-constants: a tick every 400 ms). Lazy chunk.
 */

import { TypeAnimation } from 'react-type-animation';
import { typedWords } from '#messages/cars.ts';

export default function TypedWord() {
  return (
    <TypeAnimation
      sequence={typedWords.flatMap((w) => [w, 400])}
      wrapper="span"
      speed={40}
      deletionSpeed={60}
      repeat={Number.POSITIVE_INFINITY}
      cursor
      aria-hidden="true"
      className="font-semibold text-primary-700"
    />
  );
}
