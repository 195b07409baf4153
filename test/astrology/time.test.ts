import { describe, it, expect } from 'vitest';
import { deltaTSeconds, resolveTime, zoneAt, zoneOffsetMs } from '../../src/astrology/time';
import { parseDate, parseTime } from '../../src/astrology/validate';
import { ApiError } from '../../src/errors';

const resolve = (date: string, time: string, lat: number, lon: number, tz?: number) =>
  resolveTime(parseDate(date), parseTime(time), lat, lon, tz);

describe('zone lookup', () => {
  it('finds the IANA zone of coordinates (geo-tz full dataset)', () => {
    expect(zoneAt(28.6139, 77.209)).toBe('Asia/Kolkata');
    expect(zoneAt(40.7128, -74.006)).toBe('America/New_York');
    expect(zoneAt(51.5074, -0.1278)).toBe('Europe/London');
  });
});

describe('offsets on the date', () => {
  it('uses the fixed tz when given', () => {
    const r = resolve('2000-01-01', '12:00', 28.6, 77.2, 5.5);
    expect(r.utc_datetime).toBe('2000-01-01T06:30:00Z');
    expect(r.dst_rule).toBe('fixed_offset');
    expect(r.zone).toBeNull();
  });
  it('applies summer time (New York, July: UTC-4) and standard time (January: UTC-5)', () => {
    expect(resolve('2021-07-01', '12:00', 40.7128, -74.006).utc_datetime).toBe('2021-07-01T16:00:00Z');
    expect(resolve('2021-01-01', '12:00', 40.7128, -74.006).utc_datetime).toBe('2021-01-01T17:00:00Z');
  });
  it('applies Indian war time (+06:30 in 1943) from the tz database', () => {
    const r = resolve('1943-06-01', '12:00', 28.6139, 77.209);
    expect(r.tz_offset_hours).toBe(6.5);
    expect(r.utc_datetime).toBe('1943-06-01T05:30:00Z');
  });
  it('uses local mean time before standard time (London 1800: -0:01:15)', () => {
    expect(zoneOffsetMs('Europe/London', Date.UTC(1800, 0, 1))).toBe(-75000);
  });
});

describe('DST gap and overlap rules', () => {
  it('gap: 02:30 on 2021-03-14 in New York does not exist; read with the pre-gap offset (EST) = 07:30Z', () => {
    const r = resolve('2021-03-14', '02:30', 40.7128, -74.006);
    expect(r.dst_rule).toBe('gap_shift_forward');
    expect(r.utc_datetime).toBe('2021-03-14T07:30:00Z');
    expect(r.tz_offset_hours).toBe(-5);
  });
  it('overlap: 01:30 on 2021-11-07 in New York happens twice; the first (EDT) = 05:30Z', () => {
    const r = resolve('2021-11-07', '01:30', 40.7128, -74.006);
    expect(r.dst_rule).toBe('overlap_earlier');
    expect(r.utc_datetime).toBe('2021-11-07T05:30:00Z');
    expect(r.tz_offset_hours).toBe(-4);
  });
  it('ordinary times are unambiguous', () => {
    expect(resolve('2021-11-07', '03:30', 40.7128, -74.006).dst_rule).toBe('unambiguous');
  });
});

describe('delta T', () => {
  it('is about 63.8 s at J2000 and grows in the future', () => {
    const r = resolve('2000-01-01', '12:00', 0, 0, 0);
    expect(r.delta_t_seconds).toBeGreaterThan(63);
    expect(r.delta_t_seconds).toBeLessThan(65);
    expect(r.jd_ut).toBe(2451545);
  });
  it('continues smoothly past the last USNO prediction (2032): no jump, about 100 s by 2100', () => {
    const years = Array.from({ length: 81 }, (_, i) => 2025 + i);
    const dts = years.map((y) => deltaTSeconds(y));
    for (let i = 1; i < dts.length; i++) {
      expect(dts[i] - dts[i - 1]).toBeGreaterThan(0);
      expect(dts[i] - dts[i - 1]).toBeLessThan(0.8);
    }
    expect(deltaTSeconds(2100)).toBeGreaterThan(90);
    expect(deltaTSeconds(2100)).toBeLessThan(110);
  });
});

describe('date and time validation', () => {
  const bad = (fn: () => unknown, param: string) => {
    try { fn(); } catch (e) { expect(e).toBeInstanceOf(ApiError); expect((e as ApiError).param).toBe(param); expect((e as ApiError).status).toBe(400); return; }
    throw new Error('expected an error');
  };
  it('rejects impossible dates and times', () => {
    bad(() => parseDate('2023-02-30'), 'date');
    bad(() => parseDate('2023-13-01'), 'date');
    bad(() => parseDate('2023-2-1'), 'date');
    bad(() => parseDate('1799-12-31'), 'date');
    bad(() => parseDate('2101-01-01'), 'date');
    bad(() => parseTime('24:61'), 'time');
    bad(() => parseTime('12:60'), 'time');
    bad(() => parseTime('7:05'), 'time');
  });
  it('accepts leap days and the range ends', () => {
    expect(parseDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    bad(() => parseDate('1900-02-29'), 'date');
    expect(parseDate('1800-01-01').year).toBe(1800);
    expect(parseDate('2100-12-31').year).toBe(2100);
    expect(parseTime('23:59')).toEqual({ hour: 23, minute: 59 });
  });
});
