/**
 * Pictures of the demo marketplace drawn as SVG and rendered by sharp: avatars with initials,
 * profile backgrounds and portfolio slides. Colours and shapes come from the seeded random
 * source, so the same seed draws the same pictures.
 */
import sharp from 'sharp';
import type { SeededRandom } from './seeded-random.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360},${saturation}%,${lightness}%)`;

async function render(svg: string, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 82 }).toBuffer();
}

/** 512×512, the crop the avatar modal uploads: a gradient, a few soft circles and the initials. */
export function avatarPicture(random: SeededRandom, initials: string): Promise<Buffer> {
  const hue = random.int(0, 359);
  const circles = Array.from({ length: 3 }, () => {
    const [x, y, r] = [random.int(0, 512), random.int(0, 512), random.int(60, 180)];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="0.12"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(hue, 65, 48)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 32)}"/>
</linearGradient></defs>
<rect width="512" height="512" fill="url(#g)"/>${circles}
<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
 font-size="200" font-weight="bold" fill="#fff">${escapeXml(initials)}</text></svg>`;
  return render(svg, random.chance(0.5) ? 'png' : 'jpeg');
}

/** 1320×250, the profile background: a wide gradient with waves or circles. */
export function backgroundPicture(random: SeededRandom): Promise<Buffer> {
  const hue = random.int(0, 359);
  const shapes = random.chance(0.5)
    ? Array.from({ length: 4 }, (_, i) => {
        const y = 120 + i * 30;
        const lift = random.int(40, 120);
        return `<path d="M0 ${y} C 330 ${y - lift} 990 ${y + lift} 1320 ${y - 20} L1320 250 L0 250 Z" fill="#fff" fill-opacity="${(0.06 + i * 0.03).toFixed(2)}"/>`;
      }).join('')
    : Array.from({ length: 7 }, () => {
        const [x, y, r] = [random.int(0, 1320), random.int(0, 250), random.int(30, 140)];
        return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="0.1"/>`;
      }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1320" height="250">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="${hsl(hue, 55, 30)}"/><stop offset="1" stop-color="${hsl(hue + 60, 60, 45)}"/>
</linearGradient></defs><rect width="1320" height="250" fill="url(#g)"/>${shapes}</svg>`;
  return render(svg, 'jpeg');
}

/** 960×640, a portfolio slide: a title and a bar chart of a campaign's results. */
export function portfolioPicture(random: SeededRandom, title: string): Promise<Buffer> {
  const hue = random.int(0, 359);
  const bars = Array.from({ length: 6 }, (_, i) => {
    const height = random.int(96, 368);
    return `<rect x="${120 + i * 128}" y="${560 - height}" width="80" height="${height}" rx="8" fill="${hsl(hue + i * 12, 60, 50)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
<rect width="960" height="640" fill="${hsl(hue, 30, 96)}"/>
<rect width="960" height="112" fill="${hsl(hue, 45, 28)}"/>
<text x="48" y="70" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#fff">${escapeXml(title)}</text>
<line x1="96" y1="560" x2="896" y2="560" stroke="#555" stroke-width="3"/>${bars}</svg>`;
  return render(svg, 'jpeg');
}
