/**
 * Password hashing with argon2id (the `argon2` package: the reference C implementation, prebuilt binaries). The
 * parameters are the package defaults, which follow RFC 9106's second recommended option (64 MiB, t=3, p=4); the
 * parameters travel inside the PHC string, so raising them later keeps old hashes verifiable.
 */
import argon2 from 'argon2';

/** NIST SP 800-63B: at least 8 characters; a long passphrase is allowed (argon2 takes any length; we cap the work). */
export const MIN_PASSWORD_CHARS = 8;
export const MAX_PASSWORD_CHARS = 256;

export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_CHARS) return `must be at least ${MIN_PASSWORD_CHARS} characters`;
  if (password.length > MAX_PASSWORD_CHARS) return `must be at most ${MAX_PASSWORD_CHARS} characters`;
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/**
 * A hash of a random password, verified against when the email is unknown, so an unknown email takes as long to
 * refuse as a wrong password (no account enumeration by timing).
 */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}
