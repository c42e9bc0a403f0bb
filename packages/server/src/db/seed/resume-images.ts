import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

/** Pictures for the demo resumes, drawn rather than shipped: avatars, certificate photos, project drawings. */

const FONT = '"Noto Sans CJK SC", "Noto Sans CJK", "PingFang SC", "Microsoft YaHei", sans-serif';
const SERIF = '"Noto Serif CJK SC", "Noto Serif CJK", serif';
const PALETTE = ['#1677ff', '#13a8a8', '#722ed1', '#eb2f96', '#fa8c16', '#52c41a', '#2f54eb', '#d4380d', '#08979c'];

/** Surname for a Chinese name, initials for a Latin one. */
function initialsOf(name: string): string {
  if (/^\p{Script=Han}/u.test(name)) return name.slice(0, 1);
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
}

export function drawAvatar(name: string, index: number): Buffer {
  const size = 256;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const color = PALETTE[index % PALETTE.length] as string;
  const gradient = ctx.createLinearGradient(0, 0, size, size);
  gradient.addColorStop(0, color);
  gradient.addColorStop(1, '#001529');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, size, size);
  const text = initialsOf(name);
  ctx.fillStyle = '#ffffff';
  ctx.font = `bold ${text.length > 1 ? 104 : 128}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, size / 2, size / 2 + 6);
  return canvas.toBuffer('image/png');
}

function centered(ctx: SKRSContext2D, text: string, y: number, font: string, color: string, width: number) {
  ctx.font = font;
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.fillText(text, width / 2, y);
}

export function drawCertificate(title: string, holder: string, number: string): Buffer {
  const [w, h] = [900, 620];
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fbf6e9';
  ctx.fillRect(0, 0, w, h);
  ctx.strokeStyle = '#b8860b';
  ctx.lineWidth = 10;
  ctx.strokeRect(24, 24, w - 48, h - 48);
  ctx.lineWidth = 2;
  ctx.strokeRect(44, 44, w - 88, h - 88);
  const national = /^(注册|一级|二级)/.test(title);
  centered(ctx, national ? '中华人民共和国' : '职业资格', 130, `36px ${SERIF}`, '#8b0000', w);
  centered(ctx, title, 215, `bold 52px ${SERIF}`, '#8b0000', w);
  centered(ctx, national ? '注册证书' : '证书', 280, `34px ${SERIF}`, '#5c4033', w);
  ctx.textAlign = 'left';
  ctx.font = `28px ${FONT}`;
  ctx.fillStyle = '#333333';
  ctx.fillText(`姓　　名：${holder}`, 150, 370);
  ctx.fillText(`证书编号：${number}`, 150, 420);
  if (national) ctx.fillText('发证机关：住房和城乡建设部', 150, 470);
  ctx.strokeStyle = '#d4380d';
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.arc(w - 190, h - 170, 80, 0, Math.PI * 2);
  ctx.stroke();
  centered(ctx, '★', h - 150, `60px ${FONT}`, '#d4380d', (w - 190) * 2);
  return canvas.toBuffer('image/png');
}

export function drawProjectSheet(projectName: string, caption: string, seed: number): Buffer {
  const [w, h] = [1200, 780];
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#0b3d6e';
  ctx.fillRect(0, 0, w, h);
  ctx.strokeStyle = 'rgba(255,255,255,0.12)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = 0; x <= w; x += 40) {
    ctx.moveTo(x, 0);
    ctx.lineTo(x, h);
  }
  for (let y = 0; y <= h; y += 40) {
    ctx.moveTo(0, y);
    ctx.lineTo(w, y);
  }
  ctx.stroke();
  ctx.strokeStyle = '#e6f4ff';
  ctx.lineWidth = 3;
  const ground = 560;
  ctx.beginPath();
  ctx.moveTo(60, ground);
  ctx.lineTo(w - 60, ground);
  ctx.stroke();
  // An elevation: towers of varied height joined by a deck, different for each project.
  const towers = 3 + (seed % 3);
  const span = (w - 240) / (towers - 1);
  for (let i = 0; i < towers; i++) {
    const x = 120 + i * span;
    const height = 160 + ((seed * 37 + i * 53) % 220);
    ctx.strokeRect(x - 18, ground - height, 36, height);
    if (i > 0) {
      ctx.beginPath();
      ctx.moveTo(x - span + 18, ground - 120);
      ctx.quadraticCurveTo(x - span / 2, ground - 40, x - 18, ground - 120);
      ctx.stroke();
    }
  }
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(w - 460, h - 170, 420, 130);
  ctx.fillStyle = '#0b3d6e';
  ctx.textAlign = 'left';
  ctx.font = `bold 26px ${FONT}`;
  ctx.fillText(projectName.slice(0, 22), w - 440, h - 125);
  ctx.font = `20px ${FONT}`;
  ctx.fillText(caption.slice(0, 26), w - 440, h - 85);
  ctx.fillText(`图号 S-${String(100 + (seed % 900))}  比例 1:500`, w - 440, h - 55);
  return canvas.toBuffer('image/png');
}
