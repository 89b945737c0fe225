import { hash, verify } from '@node-rs/argon2';

/** The shortest password a link accepts. */
export const PASSWORD_MIN_LENGTH = 12;

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP minimum for argon2id).
export const hashPassword = (password: string) => hash(password);

/**
 * A hash of nothing anybody knows, checked when the e-mail is unknown or has no password yet, so that such a sign-in
 * costs the same time as a wrong password.
 */
let dummy: Promise<string> | null = null;
const dummyHash = () => {
  dummy ??= hash('not a password: timing equaliser for unknown accounts');
  return dummy;
};

/** Whether `password` matches `stored`; an absent hash is checked against the dummy and never matches. */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    await verify(await dummyHash(), password);
    return false;
  }
  return verify(stored, password);
}
