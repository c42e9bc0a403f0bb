import type { CourseCategory } from '@app/shared';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { SEED_WEBP_QUALITY } from './seeding.ts';

/** Course covers drawn at seed time (16:9, no text: the web shows the title in the reader's language). */
const COVER_SIZE = { width: 960, height: 540 } as const;
const { width: W, height: H } = COVER_SIZE;

const PALETTES: Record<CourseCategory, [string, string]> = {
  exam: ['#1e3a8a', '#3b82f6'],
  software: ['#0f172a', '#0e7490'],
  construction: ['#78350f', '#f59e0b'],
  standards: ['#134e4a', '#14b8a6'],
  safety: ['#7f1d1d', '#f97316'],
  bim: ['#312e81', '#8b5cf6'],
};

function background(ctx: SKRSContext2D, [from, to]: [string, string], variant: number) {
  const gradient = ctx.createLinearGradient(0, 0, W, H);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, W, H);
  // A faint drafting grid, shifted per course so two covers of a category differ.
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.08)';
  ctx.lineWidth = 1;
  for (let x = (variant * 17) % 40; x < W; x += 40) {
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, H);
    ctx.stroke();
  }
  for (let y = (variant * 11) % 40; y < H; y += 40) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(W, y);
    ctx.stroke();
  }
}

/** An exam paper and a pencil. */
function exam(ctx: SKRSContext2D) {
  ctx.fillStyle = '#f8fafc';
  ctx.fillRect(320, 110, 320, 360);
  ctx.fillStyle = '#cbd5e1';
  for (let i = 0; i < 8; i += 1) ctx.fillRect(350, 160 + i * 36, i % 3 === 2 ? 180 : 260, 10);
  ctx.strokeStyle = '#16a34a';
  ctx.lineWidth = 8;
  ctx.beginPath();
  ctx.moveTo(540, 400);
  ctx.lineTo(570, 430);
  ctx.lineTo(620, 370);
  ctx.stroke();
  ctx.save();
  ctx.translate(690, 200);
  ctx.rotate(Math.PI / 5);
  ctx.fillStyle = '#facc15';
  ctx.fillRect(0, 0, 34, 240);
  ctx.fillStyle = '#fde68a';
  ctx.beginPath();
  ctx.moveTo(0, 240);
  ctx.lineTo(34, 240);
  ctx.lineTo(17, 285);
  ctx.fill();
  ctx.restore();
}

/** A monitor showing a floor plan. */
function software(ctx: SKRSContext2D) {
  ctx.fillStyle = '#e2e8f0';
  ctx.fillRect(230, 100, 500, 310);
  ctx.fillStyle = '#0b1220';
  ctx.fillRect(245, 115, 470, 280);
  ctx.fillStyle = '#cbd5e1';
  ctx.fillRect(440, 410, 80, 40);
  ctx.fillRect(380, 450, 200, 14);
  ctx.strokeStyle = '#38bdf8';
  ctx.lineWidth = 4;
  ctx.strokeRect(290, 150, 380, 210);
  ctx.beginPath();
  ctx.moveTo(450, 150);
  ctx.lineTo(450, 280);
  ctx.moveTo(290, 280);
  ctx.lineTo(560, 280);
  ctx.moveTo(560, 220);
  ctx.lineTo(560, 360);
  ctx.stroke();
}

/** A tower crane over a rising frame. */
function construction(ctx: SKRSContext2D) {
  ctx.strokeStyle = '#fef3c7';
  ctx.lineWidth = 6;
  ctx.strokeRect(520, 80, 24, 420);
  for (let y = 80; y < 500; y += 30) {
    ctx.beginPath();
    ctx.moveTo(520, y);
    ctx.lineTo(544, y + 30);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(240, 90);
  ctx.lineTo(820, 90);
  ctx.moveTo(300, 90);
  ctx.lineTo(300, 260);
  ctx.stroke();
  ctx.fillStyle = '#fef3c7';
  ctx.fillRect(280, 260, 40, 26);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.85)';
  for (let floor = 0; floor < 5; floor += 1) {
    for (let bay = 0; bay < 4; bay += 1) ctx.fillRect(600 + bay * 60, 470 - floor * 60, 8, 60);
    ctx.fillRect(600, 470 - floor * 60, 188, 8);
  }
}

/** A stack of code books. */
function standards(ctx: SKRSContext2D) {
  const colors = ['#f0fdfa', '#99f6e4', '#5eead4', '#ccfbf1'];
  for (let i = 0; i < 4; i += 1) {
    ctx.fillStyle = colors[i] as string;
    ctx.fillRect(300 + (i % 2) * 20, 400 - i * 64, 360, 56);
    ctx.fillStyle = 'rgba(15, 23, 42, 0.35)';
    ctx.fillRect(330 + (i % 2) * 20, 420 - i * 64, 120, 12);
  }
  ctx.fillStyle = '#f0fdfa';
  ctx.beginPath();
  ctx.arc(700, 150, 60, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#134e4a';
  ctx.lineWidth = 10;
  ctx.beginPath();
  ctx.moveTo(670, 150);
  ctx.lineTo(692, 174);
  ctx.lineTo(732, 128);
  ctx.stroke();
}

/** A hard hat and a warning triangle. */
function safety(ctx: SKRSContext2D) {
  ctx.fillStyle = '#fde047';
  ctx.beginPath();
  ctx.arc(400, 340, 140, Math.PI, 0);
  ctx.fill();
  ctx.fillRect(230, 330, 340, 30);
  ctx.fillStyle = '#eab308';
  ctx.fillRect(390, 200, 20, 140);
  ctx.fillStyle = '#fff7ed';
  ctx.beginPath();
  ctx.moveTo(700, 150);
  ctx.lineTo(820, 360);
  ctx.lineTo(580, 360);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#7f1d1d';
  ctx.fillRect(692, 220, 16, 80);
  ctx.fillRect(692, 316, 16, 16);
}

/** An isometric wireframe building. */
function bim(ctx: SKRSContext2D) {
  ctx.strokeStyle = '#ede9fe';
  ctx.lineWidth = 3;
  const iso = (x: number, y: number, z: number): [number, number] => [480 + (x - y) * 0.87, 430 + (x + y) * 0.5 - z];
  const box = (x: number, y: number, w: number, d: number, h: number) => {
    const corners = [
      [x, y],
      [x + w, y],
      [x + w, y + d],
      [x, y + d],
    ] as const;
    for (const z of [0, h]) {
      ctx.beginPath();
      corners.forEach(([cx, cy], i) => {
        const [px, py] = iso(cx, cy, z);
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      });
      ctx.closePath();
      ctx.stroke();
    }
    for (const [cx, cy] of corners) {
      ctx.beginPath();
      ctx.moveTo(...iso(cx, cy, 0));
      ctx.lineTo(...iso(cx, cy, h));
      ctx.stroke();
    }
  };
  box(-120, -120, 240, 160, 260);
  box(-120, 60, 140, 120, 140);
  ctx.fillStyle = 'rgba(196, 181, 253, 0.35)';
  ctx.beginPath();
  ctx.moveTo(...iso(-120, -120, 260));
  ctx.lineTo(...iso(120, -120, 260));
  ctx.lineTo(...iso(120, 40, 260));
  ctx.lineTo(...iso(-120, 40, 260));
  ctx.fill();
}

const MOTIFS: Record<CourseCategory, (ctx: SKRSContext2D) => void> = {
  exam,
  software,
  construction,
  standards,
  safety,
  bim,
};

/**
 * A WebP cover for a course of `category` (about a tenth of the PNG's 170-210 KB: the first cover is the largest thing on
 * the courses page's first screen); `variant` shifts the grid so covers of one category differ.
 */
export function drawCourseCover(category: CourseCategory, variant: number): Buffer {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  background(ctx, PALETTES[category], variant);
  MOTIFS[category](ctx);
  return canvas.toBuffer('image/webp', SEED_WEBP_QUALITY);
}
