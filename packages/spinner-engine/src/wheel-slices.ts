import { colourFor, labelColourFor } from './wheel-colours';
import { sliceEndAngle, sliceStartAngle } from './wheel-geometry';

/** Everything the canvas needs to draw one slice, in the wheel's own frame (before rotation). */
export interface WheelSlice {
  readonly index: number;
  readonly label: string;
  readonly startAngle: number;
  readonly endAngle: number;
  readonly colour: string;
  readonly labelColour: string;
}

export function wheelSlices(items: readonly string[]): WheelSlice[] {
  return items.map((label, index) => ({
    index,
    label,
    startAngle: sliceStartAngle(index, items.length),
    endAngle: sliceEndAngle(index, items.length),
    colour: colourFor(index),
    labelColour: labelColourFor(index),
  }));
}
