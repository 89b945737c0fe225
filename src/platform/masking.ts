/** Masking rules of the API contract, section 4. */

export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 2) + chars[chars.length - 1];
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = [...email.slice(0, at)];
  const kept = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${kept.join('')}***${email.slice(at)}`;
}

/** `010-****-5678` from the hyphenated parts. */
export function maskPhoneParts(first: string, middle: string, last: string): string {
  return `${first}-${'*'.repeat(middle.length)}-${last}`;
}
