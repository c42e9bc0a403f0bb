import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { SEED_WEBP_QUALITY } from './seeding.ts';

/** Carousel banners drawn at seed time (no text: the web overlays the title in the reader's language). */
const SLIDE_SIZE = { width: 1600, height: 500 } as const;
const { width: W, height: H } = SLIDE_SIZE;

export type SlideTheme = 'bridge' | 'energy' | 'campus' | 'standards';

function sky(ctx: SKRSContext2D, top: string, bottom: string) {
  const gradient = ctx.createLinearGradient(0, 0, 0, H);
  gradient.addColorStop(0, top);
  gradient.addColorStop(1, bottom);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, W, H);
}

/** A cable-stayed bridge over water at dusk. */
function bridge(ctx: SKRSContext2D) {
  sky(ctx, '#0b2a4a', '#1f6f8b');
  ctx.fillStyle = 'rgba(255, 200, 120, 0.85)';
  ctx.beginPath();
  ctx.arc(1120, 330, 70, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#0a2238';
  ctx.fillRect(0, 360, W, H - 360);
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.12)';
  for (let y = 375; y < H; y += 14) {
    ctx.beginPath();
    ctx.moveTo((y * 7) % 200, y);
    ctx.lineTo(W - ((y * 13) % 260), y);
    ctx.stroke();
  }
  ctx.fillStyle = '#dfe8f1';
  ctx.fillRect(560, 330, 1040, 16);
  for (const x of [860, 1360]) {
    ctx.fillRect(x - 12, 90, 24, 300);
    ctx.strokeStyle = 'rgba(223, 232, 241, 0.9)';
    ctx.lineWidth = 2;
    for (let i = 1; i <= 9; i += 1) {
      for (const side of [-1, 1]) {
        ctx.beginPath();
        ctx.moveTo(x, 100 + i * 12);
        ctx.lineTo(x + side * i * 30, 332);
        ctx.stroke();
      }
    }
  }
}

/** Solar arrays and wind turbines under a bright sky. */
function energy(ctx: SKRSContext2D) {
  sky(ctx, '#0f5132', '#4caf7d');
  ctx.fillStyle = '#f5f7f2';
  for (const [x, s] of [
    [1180, 1],
    [1380, 0.8],
    [1000, 0.65],
  ] as const) {
    ctx.fillRect(x - 5 * s, 120 * s + 40, 10 * s, H);
    for (let i = 0; i < 3; i += 1) {
      const angle = (i * 2 * Math.PI) / 3 + 0.4;
      ctx.save();
      ctx.translate(x, 120 * s + 40);
      ctx.rotate(angle);
      ctx.fillRect(0, -5 * s, 130 * s, 10 * s);
      ctx.restore();
    }
  }
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 9; col += 1) {
      const x = 60 + col * 95 + row * 22;
      const y = 300 + row * 48;
      ctx.fillStyle = '#123c6b';
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + 85, y);
      ctx.lineTo(x + 100, y + 40);
      ctx.lineTo(x + 15, y + 40);
      ctx.closePath();
      ctx.fill();
      ctx.strokeStyle = 'rgba(255, 255, 255, 0.35)';
      ctx.stroke();
    }
  }
}

/** A campus skyline with lit windows. */
function campus(ctx: SKRSContext2D) {
  sky(ctx, '#3b1d6e', '#c2649a');
  const buildings = [
    [80, 180, 160],
    [270, 260, 120],
    [420, 140, 200],
    [650, 220, 150],
    [830, 110, 170],
    [1030, 200, 140],
    [1200, 160, 180],
    [1410, 240, 130],
  ] as const;
  for (const [x, top, w] of buildings) {
    ctx.fillStyle = '#22123f';
    ctx.fillRect(x, top, w, H - top);
    for (let y = top + 20; y < H - 20; y += 32) {
      for (let wx = x + 14; wx < x + w - 20; wx += 28) {
        ctx.fillStyle = (wx * 31 + y * 17) % 5 === 0 ? 'rgba(255, 225, 150, 0.95)' : 'rgba(255, 255, 255, 0.12)';
        ctx.fillRect(wx, y, 14, 18);
      }
    }
  }
}

/** A blueprint grid with drawing sheets. */
function standards(ctx: SKRSContext2D) {
  sky(ctx, '#0d3b66', '#145da0');
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.08)';
  ctx.lineWidth = 1;
  for (let x = 0; x < W; x += 40) {
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, H);
    ctx.stroke();
  }
  for (let y = 0; y < H; y += 40) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(W, y);
    ctx.stroke();
  }
  for (const [x, y, angle] of [
    [980, 90, -0.08],
    [1120, 120, 0.05],
    [1260, 80, 0.12],
  ] as const) {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(angle);
    ctx.fillStyle = '#f4f8fb';
    ctx.fillRect(0, 0, 230, 310);
    ctx.fillStyle = '#9db7cf';
    for (let line = 0; line < 9; line += 1) ctx.fillRect(24, 40 + line * 26, line % 3 === 0 ? 120 : 182, 8);
    ctx.restore();
  }
}

const PAINTERS: Record<SlideTheme, (ctx: SKRSContext2D) => void> = { bridge, energy, campus, standards };

/** A WebP banner (the first slide is the largest thing on /home's first screen). */
export function drawSlide(theme: SlideTheme): Buffer {
  const canvas = createCanvas(W, H);
  PAINTERS[theme](canvas.getContext('2d'));
  return canvas.toBuffer('image/webp', SEED_WEBP_QUALITY);
}
