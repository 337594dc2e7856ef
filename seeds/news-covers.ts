import { crc32, deflateSync } from "node:zlib";

const WIDTH = 480;
const HEIGHT = 270;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A demo cover: a 16:9 PNG shading from one colour to another, with a lighter band across it.
 * Written here so the seeds need no image files.
 */
export function coverPng(from: readonly [number, number, number], to: readonly [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    const row = Buffer.alloc(1 + WIDTH * 3);
    const band = y > HEIGHT * 0.55 && y < HEIGHT * 0.7;
    for (let x = 0; x < WIDTH; x++) {
      const share = (x + y) / (WIDTH + HEIGHT);
      for (let c = 0; c < 3; c++) {
        const value = from[c] + (to[c] - from[c]) * share;
        row[1 + x * 3 + c] = Math.round(band ? value + (255 - value) * 0.35 : value);
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.concat(rows))), chunk("IEND", Buffer.alloc(0))]);
}
