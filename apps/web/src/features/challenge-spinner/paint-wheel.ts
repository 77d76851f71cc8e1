import type { WheelSlice } from '@truth-or-dare/spinner-engine';
import { fitLabel } from './fit-label';

const RIM_WIDTH = 6;
const LABEL_FONT_FAMILY = "ui-rounded, 'Nunito', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const EMPTY_WHEEL_COLOUR = '#ede9fe';
const LABEL_PADDING = 8;
const MIN_LABEL_PX = 10;
const MAX_LABEL_PX = 18;
const RIM_COLOUR = '#2e1065';
const HUB_COLOUR = '#ffffff';

/**
 * Draws the wheel in its own frame (slice 0 starts straight up and slices run clockwise, as in the
 * engine's geometry); the screen then turns the whole canvas by the machine's rotation. The backing
 * store is scaled by devicePixelRatio so the wheel stays sharp on high-density screens.
 */
export function paintWheel(canvas: HTMLCanvasElement, slices: readonly WheelSlice[]): void {
  const size = canvas.clientWidth;
  if (size === 0) return;
  const ratio = window.devicePixelRatio || 1;
  const pixels = Math.round(size * ratio);
  if (canvas.width !== pixels || canvas.height !== pixels) {
    canvas.width = pixels;
    canvas.height = pixels;
  }
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  drawWheel(context, slices, size);
}

export function drawWheel(context: CanvasRenderingContext2D, slices: readonly WheelSlice[], size: number): void {
  const centre = size / 2;
  const radius = centre - RIM_WIDTH / 2;
  context.clearRect(0, 0, size, size);

  if (slices.length === 0) {
    context.beginPath();
    context.arc(centre, centre, radius, 0, Math.PI * 2);
    context.fillStyle = EMPTY_WHEEL_COLOUR;
    context.fill();
  }

  for (const slice of slices) {
    context.beginPath();
    context.moveTo(centre, centre);
    context.arc(centre, centre, radius, toCanvasAngle(slice.startAngle), toCanvasAngle(slice.endAngle));
    context.closePath();
    context.fillStyle = slice.colour;
    context.fill();
    context.lineWidth = 2;
    context.strokeStyle = '#ffffff';
    context.stroke();
  }

  const hubRadius = Math.max(12, radius * 0.09);
  const labelEnd = radius - LABEL_PADDING;
  const labelRoom = labelEnd - hubRadius - LABEL_PADDING;
  context.font = labelFont(labelFontSize(context, slices, radius, labelRoom));
  context.textAlign = 'right';
  context.textBaseline = 'middle';
  for (const slice of slices) {
    context.save();
    context.translate(centre, centre);
    // Turn so the x axis runs along the middle of the slice, from the hub out to the rim.
    context.rotate(toCanvasAngle((slice.startAngle + slice.endAngle) / 2));
    context.fillStyle = slice.labelColour;
    context.fillText(
      fitLabel(slice.label, labelRoom, (text) => context.measureText(text).width),
      labelEnd,
      0,
    );
    context.restore();
  }

  context.beginPath();
  context.arc(centre, centre, radius, 0, Math.PI * 2);
  context.lineWidth = RIM_WIDTH;
  context.strokeStyle = RIM_COLOUR;
  context.stroke();

  context.beginPath();
  context.arc(centre, centre, hubRadius, 0, Math.PI * 2);
  context.fillStyle = HUB_COLOUR;
  context.fill();
  context.lineWidth = 4;
  context.strokeStyle = RIM_COLOUR;
  context.stroke();
}

/**
 * One size for every label: the largest (up to a size that suits the wheel) at which the longest
 * label still fits, but never below a readable minimum; labels still too long are then shortened.
 */
function labelFontSize(
  context: CanvasRenderingContext2D,
  slices: readonly WheelSlice[],
  radius: number,
  room: number,
): number {
  const largest = Math.max(MIN_LABEL_PX, Math.min(MAX_LABEL_PX, Math.round(radius * 0.09)));
  const reference = 100;
  context.font = labelFont(reference);
  // Text width grows in proportion to the font size, so one measurement per label is enough.
  const widestPerPx = Math.max(0, ...slices.map((slice) => context.measureText(slice.label).width)) / reference;
  if (widestPerPx === 0) return largest;
  return Math.max(MIN_LABEL_PX, Math.min(largest, Math.floor(room / widestPerPx)));
}

function labelFont(sizePx: number): string {
  return `800 ${sizePx}px ${LABEL_FONT_FAMILY}`;
}

/** Engine degrees (0 = up, clockwise) to canvas radians (0 = right, clockwise since y points down). */
function toCanvasAngle(degrees: number): number {
  return ((degrees - 90) * Math.PI) / 180;
}
