import { randomInt } from 'node:crypto';
import { CAPTCHA_LENGTH } from '@app/shared';
import { createCanvas } from '@napi-rs/canvas';

/** No 0/O, 1/I/l: characters a person cannot tell apart are left out. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz';
const WIDTH = 150;
const HEIGHT = 48;

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const color = (min: number, max: number) =>
  `rgb(${Math.floor(rand(min, max))},${Math.floor(rand(min, max))},${Math.floor(rand(min, max))})`;

/**
 * Draws the text as a raster PNG with noise: rotated, shifted glyphs in varied colours over
 * interference curves and dots. A raster has no glyph paths for a solver to read back.
 */
export function renderCaptchaPng(text: string): Buffer {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color(225, 250);
  ctx.fillRect(0, 0, WIDTH, HEIGHT);

  for (let i = 0; i < 4; i++) {
    ctx.strokeStyle = color(120, 200);
    ctx.lineWidth = rand(1, 2);
    ctx.beginPath();
    ctx.moveTo(rand(0, 20), rand(0, HEIGHT));
    ctx.bezierCurveTo(rand(30, 70), rand(0, HEIGHT), rand(80, 120), rand(0, HEIGHT), rand(130, WIDTH), rand(0, HEIGHT));
    ctx.stroke();
  }

  const step = (WIDTH - 20) / text.length;
  ctx.textBaseline = 'middle';
  for (const [i, char] of [...text].entries()) {
    ctx.save();
    ctx.translate(12 + step * i + rand(0, 6), HEIGHT / 2 + rand(-5, 5));
    ctx.rotate(rand(-0.45, 0.45));
    ctx.font = `bold ${Math.floor(rand(24, 32))}px DejaVu Sans, Liberation Sans, Arial, sans-serif`;
    ctx.fillStyle = color(20, 110);
    ctx.fillText(char, 0, 0);
    ctx.restore();
  }

  for (let i = 0; i < 60; i++) {
    ctx.fillStyle = color(60, 200);
    ctx.beginPath();
    ctx.arc(rand(0, WIDTH), rand(0, HEIGHT), rand(0.5, 1.5), 0, Math.PI * 2);
    ctx.fill();
  }
  return canvas.toBuffer('image/png');
}
