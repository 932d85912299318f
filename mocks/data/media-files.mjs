// The committed sample media (written once by make-media.mjs) that s3_url links point at.
import { existsSync, statSync } from 'node:fs';

/** The asset server (mocks/asset-server.mjs) serves mocks/media/ here. */
export const MEDIA_BASE = 'http://localhost:4013/media';

const root = new URL('../media/', import.meta.url).pathname;
const FILES = [
  'call-1.wav',
  'call-2.wav',
  'call-3.wav',
  'interview-1.wav',
  'interview-2.wav',
  'photo-landscape.png',
  'photo-portrait.png',
  'photo-document.png',
  'photo-square.png',
  'photo-night.png',
  'video-1.webm',
  'video-2.mp4',
  'diagnostics.zip',
  'message.txt',
];

export const MEDIA = {
  files: FILES,
  photos: FILES.filter((file) => file.startsWith('photo-')),
  /** Byte sizes of the committed files (0 if a file is missing). */
  sizes: Object.fromEntries(FILES.map((file) => [file, existsSync(`${root}${file}`) ? statSync(`${root}${file}`).size : 0])),
};
