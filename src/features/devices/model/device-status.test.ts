import { describe, expect, it } from 'vitest';
import { deviceStatus, personName, phoneNumbersText } from './device-status';

describe('deviceStatus', () => {
  it('is deactivated when flagged, whatever else is set', () => {
    expect(deviceStatus({ is_deactivated: true, activated_at: '2026-01-01T00:00:00Z', is_legacy: true })).toBe('deactivated');
  });
  it('is active when activated or legacy, pending otherwise', () => {
    expect(deviceStatus({ is_deactivated: false, activated_at: '2026-01-01T00:00:00Z', is_legacy: false })).toBe('active');
    expect(deviceStatus({ is_deactivated: false, activated_at: null, is_legacy: true })).toBe('active');
    expect(deviceStatus({ is_deactivated: false, activated_at: null, is_legacy: false })).toBe('pending');
  });
});

describe('phoneNumbersText', () => {
  const number = (phone_number: string, slot_index: number) => ({
    phone_number,
    slot_index,
    first_verified: '2026-01-01T00:00:00Z',
    last_verified: '2026-01-02T00:00:00Z',
  });
  it('lists the numbers by SIM slot', () => {
    expect(phoneNumbersText({ phone_numbers: [number('+442', 1), number('+441', 0)], legacy_phone_number: null })).toBe('+441, +442');
  });
  it('falls back to the legacy number', () => {
    expect(phoneNumbersText({ phone_numbers: [], legacy_phone_number: '+5511' })).toBe('+5511');
    expect(phoneNumbersText({ phone_numbers: [], legacy_phone_number: null })).toBe('');
  });
});

describe('personName', () => {
  it('joins first name and surname, or falls back', () => {
    expect(personName({ first_name: 'Ana', surname: 'Souza' })).toBe('Ana Souza');
    expect(personName({ first_name: '', surname: null }, 'ana.souza')).toBe('ana.souza');
  });
});
