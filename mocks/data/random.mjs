// Seeded randomness for the example generator. Nothing here reads the clock or Math.random, so the
// same seed always gives the same data. Each data module takes its own stream (`stream('devices')`)
// so adding records to one module does not shift the values of another.

/** 32-bit FNV-1a hash of a string: turns a stream name into a seed. */
export function hashSeed(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** mulberry32: a tiny, fast, good-enough 32-bit PRNG. Returns floats in [0, 1). */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const HEX = '0123456789abcdef';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A random stream with helpers. */
export class Rng {
  constructor(name, base = 'compliance-portal-examples-v1') {
    this.next = mulberry32(hashSeed(`${base}:${name}`));
  }

  float() {
    return this.next();
  }

  /** Integer in [min, max] inclusive. */
  int(min, max) {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  bool(probability = 0.5) {
    return this.next() < probability;
  }

  pick(list) {
    return list[Math.floor(this.next() * list.length)];
  }

  /** `count` distinct items of `list`, in list order. */
  sample(list, count) {
    const indexes = list.map((_, index) => index);
    this.shuffle(indexes);
    return indexes
      .slice(0, Math.min(count, list.length))
      .sort((a, b) => a - b)
      .map((index) => list[index]);
  }

  shuffle(list) {
    for (let index = list.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [list[index], list[other]] = [list[other], list[index]];
    }
    return list;
  }

  chars(alphabet, length) {
    let text = '';
    for (let index = 0; index < length; index += 1) text += alphabet[Math.floor(this.next() * alphabet.length)];
    return text;
  }

  hex(length) {
    return this.chars(HEX, length);
  }

  digits(length) {
    return this.chars('0123456789', length);
  }

  alnum(length) {
    return this.chars(ALNUM, length);
  }

  /** Base64 text of `bytes` random bytes (with padding). */
  base64(bytes) {
    const full = Math.ceil(bytes / 3) * 4;
    const padding = (3 - (bytes % 3)) % 3;
    return this.chars(B64, full - padding) + '='.repeat(padding);
  }

  /** A ULID whose time part is `time` (a Date or epoch ms) and whose random part comes from this stream. */
  ulid(time) {
    let ms = typeof time === 'number' ? time : time.getTime();
    let timePart = '';
    for (let index = 0; index < 10; index += 1) {
      timePart = CROCKFORD[ms % 32] + timePart;
      ms = Math.floor(ms / 32);
    }
    return timePart + this.chars(CROCKFORD, 16);
  }

  /** An RFC 4122 version-4 shaped UUID from this stream. */
  uuid() {
    const hex = this.hex(32).split('');
    hex[12] = '4';
    hex[16] = '89ab'[Math.floor(this.next() * 4)];
    const text = hex.join('');
    return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
  }

  /** A 15-digit IMEI with a valid Luhn check digit. */
  imei(prefix = '35') {
    const body = prefix + this.digits(14 - prefix.length);
    return body + luhn(body);
  }
}

export function luhn(digits) {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let value = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return String((10 - (sum % 10)) % 10);
}

export const stream = (name) => new Rng(name);
