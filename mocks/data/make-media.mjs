// One-off: writes the small, real media files under mocks/media/ that pre-signed s3_url links of
// the example data point at (served by mocks/asset-server.mjs on port 4013). The files are
// committed; the example generator only references them. Deterministic: seeded noise, no clock.
//   node mocks/data/make-media.mjs          audio, images, diagnostics zip, message text
//   node mocks/data/make-media.mjs --video  also the two short videos (needs ffmpeg on PATH)
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { stream } from './random.mjs';

const out = new URL('../media/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

// ------------------------------------------------------------------------------------- CRC32
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// ------------------------------------------------------------------------------------- WAV
/**
 * Speech-like audio: two alternating "speakers" (different pitch), syllables at 3 to 6 Hz made of
 * a few harmonics shaped by two moving formants, a little breath noise and short pauses.
 * Mono, 8 kHz, 16-bit PCM.
 */
function speechWav(name, seconds, voices, seed) {
  const rng = stream(`media-${seed}`);
  const rate = 8000;
  const samples = Math.floor(rate * seconds);
  const pcm = new Int16Array(samples);
  let t = 0;
  let speaker = 0;
  let phase = 0;
  while (t < samples) {
    const turn = Math.floor(rate * (0.9 + rng.float() * 1.6));
    const voice = voices[speaker % voices.length];
    for (let syllableStart = t; syllableStart < Math.min(samples, t + turn);) {
      const length = Math.floor(rate * (0.12 + rng.float() * 0.2));
      const f1 = 300 + rng.float() * 500;
      const f2 = 900 + rng.float() * 1400;
      const pitchStart = voice * (0.9 + rng.float() * 0.2);
      const pitchEnd = pitchStart * (0.85 + rng.float() * 0.3);
      for (let i = 0; i < length && syllableStart + i < samples; i += 1) {
        const x = i / length;
        const envelope = Math.sin(Math.PI * x) ** 1.5;
        const pitch = pitchStart + (pitchEnd - pitchStart) * x;
        phase += (2 * Math.PI * pitch) / rate;
        let value = 0;
        for (let harmonic = 1; harmonic <= 12; harmonic += 1) {
          const frequency = pitch * harmonic;
          if (frequency > 3600) break;
          const g1 = 1 / (1 + ((frequency - f1) / 180) ** 2);
          const g2 = 0.6 / (1 + ((frequency - f2) / 260) ** 2);
          value += (g1 + g2 + 0.03) * Math.sin(phase * harmonic);
        }
        value += (rng.float() - 0.5) * 0.08;
        pcm[syllableStart + i] = Math.max(-32767, Math.min(32767, Math.round(value * envelope * 9000)));
      }
      syllableStart += length + Math.floor(rate * (0.02 + rng.float() * 0.08));
    }
    t += turn + Math.floor(rate * (0.25 + rng.float() * 0.4));
    speaker += 1;
  }
  // Line hiss everywhere, quieter than speech.
  for (let i = 0; i < samples; i += 1) pcm[i] = Math.max(-32767, Math.min(32767, pcm[i] + Math.round((rng.float() - 0.5) * 120)));
  const data = Buffer.from(pcm.buffer);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(`${out}${name}`, Buffer.concat([header, data]));
}

// ------------------------------------------------------------------------------------- PNG
function png(name, width, height, paint) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint(x, y);
      const offset = y * (width * 3 + 1) + 1 + x * 3;
      raw[offset] = clamp(r);
      raw[offset + 1] = clamp(g);
      raw[offset + 2] = clamp(b);
    }
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  writeFileSync(
    `${out}${name}`,
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
const clamp = (value) => Math.max(0, Math.min(255, Math.round(value)));
const mix = (a, b, t) => a.map((value, index) => value + (b[index] - value) * t);

function images() {
  const noise = stream('media-images');
  const grain = Array.from({ length: 4096 }, () => (noise.float() - 0.5) * 10);
  const n = (x, y) => grain[(x * 31 + y * 17) % grain.length];

  // Landscape: sky gradient, sun, two hill ranges, a building site crane.
  png('photo-landscape.png', 320, 213, (x, y) => {
    const hill1 = 140 + 18 * Math.sin(x / 37) + 8 * Math.sin(x / 11);
    const hill2 = 165 + 12 * Math.sin(x / 23 + 1);
    if (Math.hypot(x - 250, y - 50) < 22) return [255, 236, 170];
    if (x > 90 && x < 94 && y > 60 && y < hill1) return [230, 170, 30];
    if (y > 60 && y < 64 && x > 60 && x < 150) return [230, 170, 30];
    if (y > hill2) return mix([70, 120, 60], [40, 80, 40], (y - hill2) / 60).map((v) => v + n(x, y));
    if (y > hill1) return mix([110, 150, 100], [80, 120, 80], (y - hill1) / 40).map((v) => v + n(x, y));
    return mix([90, 160, 230], [200, 225, 245], y / 150);
  });
  // Portrait: head and shoulders silhouette on a studio background.
  png('photo-portrait.png', 180, 240, (x, y) => {
    const background = mix([60, 70, 90], [25, 30, 40], Math.hypot(x - 90, y - 90) / 160);
    const head = Math.hypot((x - 90) / 38, (y - 95) / 48) < 1;
    const shoulders = y > 160 && Math.abs(x - 90) < 30 + (y - 160) * 1.1;
    if (head) return [224, 180, 150].map((v) => v - (x - 70) * 0.6 + n(x, y));
    if (shoulders) return [40, 60, 120].map((v) => v + n(x, y));
    return background.map((v) => v + n(x, y) * 0.5);
  });
  // Document: a page with text lines and a signature.
  png('photo-document.png', 200, 260, (x, y) => {
    const page = x > 14 && x < 186 && y > 10 && y < 250;
    if (!page) return [90, 75, 60].map((v) => v + n(x, y));
    const line = y > 30 && y < 200 && (y - 30) % 12 < 3 && x > 28 && x < 172 - ((y * 7) % 40);
    const title = y > 16 && y < 24 && x > 60 && x < 140;
    const signature = y > 215 && y < 240 && Math.abs(y - (228 + 8 * Math.sin(x / 6))) < 1.5 && x > 110 && x < 175;
    if (title) return [30, 30, 40];
    if (line) return [120, 120, 130];
    if (signature) return [20, 40, 160];
    return [248, 246, 240].map((v) => v + n(x, y) * 0.3);
  });
  // Square: a product shot, a mug on a table.
  png('photo-square.png', 200, 200, (x, y) => {
    const table = y > 140;
    const mug = x > 70 && x < 130 && y > 70 && y < 150;
    const handle = Math.abs(Math.hypot(x - 135, y - 105) - 16) < 5 && x > 130;
    if (mug || handle) return [200, 60, 60].map((v) => v - (x - 70) * 0.5 + n(x, y));
    if (table) return [150, 110, 70].map((v) => v + n(x, y));
    return mix([235, 235, 240], [210, 210, 220], y / 140);
  });
  // Night: dark sky, stars, moon, city lights.
  png('photo-night.png', 320, 180, (x, y) => {
    const star = (x * 7919 + y * 104729) % 997 === 0;
    if (Math.hypot(x - 60, y - 40) < 14) return [240, 240, 210];
    if (y > 130 && (x * 13 + y * 7) % 29 === 0) return [255, 210, 100];
    if (y > 120 + 10 * Math.sin(x / 9)) return [15, 15, 25];
    if (star) return [255, 255, 255];
    return mix([5, 10, 35], [30, 30, 70], y / 130);
  });
}

// ------------------------------------------------------------------------------------- ZIP
/** A stored (uncompressed) zip with fixed timestamps. */
function zip(name, files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  const dosTime = (9 << 11) | (0 << 5);
  const dosDate = ((2026 - 1980) << 9) | (11 << 5) | 1;
  for (const [fileName, content] of files) {
    const data = Buffer.from(content, 'utf8');
    const nameBytes = Buffer.from(fileName, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralBuffer = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralBuffer.length, 12);
  end.writeUInt32LE(offset, 16);
  writeFileSync(`${out}${name}`, Buffer.concat([...locals, centralBuffer, end]));
}

function diagnostics() {
  const lines = [];
  for (let index = 0; index < 40; index += 1) {
    const level = ['D', 'I', 'W', 'E'][index % 4];
    lines.push(
      `11-01 08:${String(10 + (index % 50)).padStart(2, '0')}:0${index % 10}.000  1234  5678 ${level} CaptureService: event ${index} <script>alert(1)</script>`,
    );
  }
  zip('diagnostics.zip', [
    ['device-info.txt', 'model=SM-S921B\nos_version=15\napp_version=3.14.2\nupload_queue=3\nbattery=64\nstorage_free_mb=18234\n'],
    ['logcat.txt', `${lines.join('\n')}\n`],
    ['README.txt', 'Diagnostics bundle uploaded by the diagnostics_upload command (sample data).\n'],
  ]);
}

function video() {
  // Test pattern with a moving box and a tone: tiny but real, playable in browsers.
  const common = [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180:rate=15:duration=6',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=16000:duration=6',
    '-shortest',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
  ];
  rmSync(`${out}video-1.webm`, { force: true });
  rmSync(`${out}video-2.mp4`, { force: true });
  execFileSync('ffmpeg', [
    ...common,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '200k',
    '-deadline',
    'good',
    '-c:a',
    'libopus',
    '-b:a',
    '24k',
    `${out}video-1.webm`,
  ]);
  execFileSync('ffmpeg', [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'smptebars=size=320x180:rate=15:duration=5',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=660:sample_rate=16000:duration=5',
    '-shortest',
    '-map_metadata',
    '-1',
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '150k',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-movflags',
    '+faststart',
    `${out}video-2.mp4`,
  ]);
}

speechWav('call-1.wav', 5.5, [118, 205], 'call-1');
speechWav('call-2.wav', 5.5, [190, 140], 'call-2');
speechWav('call-3.wav', 5.5, [105, 125, 220], 'call-3');
speechWav('interview-1.wav', 5.5, [210, 130], 'interview-1');
speechWav('interview-2.wav', 5.5, [160, 112], 'interview-2');
images();
diagnostics();
writeFileSync(`${out}message.txt`, 'Message body sample served for SMS and RCS payload data links (example data).\n');
if (process.argv.includes('--video')) video();
console.log(`media written to ${out}`);
