/**
 * The two divisional charts the pro model reads, D9 (navamsa) and D10 (dasamsa), from sidereal longitudes
 * (BPHS ch. 6). Kept small and local to the chat; a full varga module may replace it.
 *  - D9: each sign in nine parts of 3°20'; the navamsa sign runs on continuously from Aries, so it is
 *    floor(longitude / 3°20') mod 12 (movable signs start from themselves, fixed from the 9th, dual from the 5th).
 *  - D10: each sign in ten parts of 3°; odd signs count from the sign itself, even signs from the 9th from it.
 */
export function navamsaSign(siderealDeg: number): number {
  const lon = ((siderealDeg % 360) + 360) % 360;
  return Math.floor(lon / (30 / 9)) % 12;
}

export function dasamsaSign(siderealDeg: number): number {
  const lon = ((siderealDeg % 360) + 360) % 360;
  const sign = Math.floor(lon / 30);
  const part = Math.min(9, Math.floor((lon - sign * 30) / 3));
  // Sign index 0 (Aries) is an odd sign.
  const start = sign % 2 === 0 ? sign : (sign + 8) % 12;
  return (start + part) % 12;
}
