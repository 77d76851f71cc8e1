import { render, screen, within } from '../../../testing/render';
import userEvent from '@testing-library/user-event';
import { forwardRef, type ComponentProps } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPages } from '../../../testing/render-app';
import {
  installFakeApi,
  installFakeEventSource,
  keepSeat,
  push,
  renderRooms,
  ROOM_ID,
  unmountAndSettle,
} from '../shared/online-rooms-test-helpers';
import { RoomQrCode } from './room-qr-code';

/** The accessible name of every drawing of the code. */
const ROOM_QR_LABEL = 'QR code of the room link';

// The real library draws every code; the wrapper only notes what each drawing encodes, which the SVG does not say.
const encoded = vi.hoisted(() => [] as unknown[]);
vi.mock('qrcode.react', async (importOriginal) => {
  const library = await importOriginal<typeof import('qrcode.react')>();
  const Recorded = forwardRef<SVGSVGElement, ComponentProps<typeof library.QRCodeSVG>>(function Recorded(props, ref) {
    encoded.push(props.value);
    return <library.QRCodeSVG ref={ref} {...props} />;
  });
  return { ...library, QRCodeSVG: Recorded };
});

const GAME = `/rooms/${ROOM_ID}/game`;
const LINK = `${window.location.origin}/rooms/${ROOM_ID}/game`;

beforeAll(() => loadPages(GAME));

afterEach(async () => {
  await unmountAndSettle();
  vi.unstubAllGlobals();
  encoded.length = 0;
});

/** The code's light and dark layers: the drawing has no text, so its two paths are read directly. */
function layers(svg: Element): { fill: string | null; d: string | null }[] {
  return Array.from(svg.querySelectorAll('path')).map((path) => ({
    fill: path.getAttribute('fill'),
    d: path.getAttribute('d'),
  }));
}

describe('room QR code', () => {
  it('draws the share link as a labelled SVG, black on white with a quiet zone', () => {
    render(<RoomQrCode roomId={ROOM_ID} />);
    const code = screen.getByRole('img', { name: ROOM_QR_LABEL });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(encoded).toEqual([LINK]);
    const [light, dark] = layers(code);
    expect(light?.fill).toBe('#ffffff');
    expect(dark?.fill).toBe('#000000');
    // The top-left finder pattern starts four modules in: the quiet zone is part of the image.
    expect(dark?.d).toMatch(/^M4 4h7/);
    const size = Number(code.getAttribute('viewBox')?.split(' ')[2]);
    expect(size).toBeGreaterThanOrEqual(21 + 8);
  });

  it('opens full screen from its button; Escape closes it and focus returns to the button', async () => {
    const user = userEvent.setup();
    render(<RoomQrCode roomId={ROOM_ID} />);
    const open = screen.getByRole('button', { name: 'Show QR code full screen' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Scan to join this room' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: ROOM_QR_LABEL }).tagName.toLowerCase()).toBe('svg');
    expect(encoded.at(-1)).toBe(LINK);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('closes with its Close button, giving focus back, and keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    render(<RoomQrCode roomId={ROOM_ID} />);
    const open = screen.getByRole('button', { name: 'Show QR code full screen' });
    await user.click(open);
    const close = within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' });
    await user.tab();
    expect(close).toHaveFocus();

    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('is on the game page, for the room being played', async () => {
    keepSeat({ username: 'Ben', token: 't-ben' });
    installFakeApi();
    const streams = installFakeEventSource();
    renderRooms(['/rooms', GAME]);
    await screen.findByText('You are', { exact: false });
    await push(() => streams.latest().open());
    expect(within(screen.getByRole('main')).getByRole('img', { name: ROOM_QR_LABEL })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Show QR code full screen' })).toBeTruthy();
    expect(encoded.at(-1)).toBe(LINK);
  });
});
