// Draws the app icons (two overlapping circles: two companions) as PNG files in public/icons.
// Run once after changing the design: `node scripts/make-icons.mjs`. Pure Node, no image library.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const TEAL = [47, 111, 106];
const CREAM = [251, 248, 244];
const CORAL = [200, 85, 61];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, colourAt) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = colourAt(x, y);
      row.set([r, g, b, a], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Colour of the design at unit coordinates (0..1), or null for transparent. */
function design(u, v, { fullBleed, scale }) {
  const cu = (u - 0.5) / scale + 0.5;
  const cv = (v - 0.5) / scale + 0.5;
  const inCircle = (x, y, r) => (cu - x) ** 2 + (cv - y) ** 2 <= r * r;
  const inBackground = fullBleed || inCircle(0.5, 0.5, 0.5);
  if (!inBackground) return null;
  if (inCircle(0.4, 0.52, 0.2) && inCircle(0.6, 0.52, 0.2)) return CORAL;
  if (inCircle(0.4, 0.52, 0.2) || inCircle(0.6, 0.52, 0.2)) return CREAM;
  return TEAL;
}

function icon(size, options) {
  const samples = 4;
  return png(size, (x, y) => {
    const acc = [0, 0, 0, 0];
    for (let sy = 0; sy < samples; sy++) {
      for (let sx = 0; sx < samples; sx++) {
        const colour = design((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size, options);
        if (!colour) continue;
        acc[0] += colour[0];
        acc[1] += colour[1];
        acc[2] += colour[2];
        acc[3] += 255;
      }
    }
    const hits = acc[3] / 255;
    if (hits === 0) return [0, 0, 0, 0];
    return [acc[0] / hits, acc[1] / hits, acc[2] / hits, acc[3] / (samples * samples)].map(Math.round);
  });
}

const out = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), icon(192, { fullBleed: false, scale: 1 }));
writeFileSync(new URL('icon-512.png', out), icon(512, { fullBleed: false, scale: 1 }));
// Maskable: background to every edge, the mark inside the central 80 % safe zone.
writeFileSync(new URL('icon-maskable-512.png', out), icon(512, { fullBleed: true, scale: 0.8 }));
writeFileSync(new URL('apple-touch-icon-180.png', out), icon(180, { fullBleed: true, scale: 0.85 }));
