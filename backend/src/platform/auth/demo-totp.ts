/**
 * The local issuer's second factor (issue #31): a TOTP authenticator per demo account (RFC 6238,
 * otpauth), enrolled by scanning a QR code (qrcode) on `/oidc/totp`. The secret is derived from the
 * issuer's cookie key and the account, so it survives restarts with nothing stored, and every
 * process of one deployment agrees on it. A sign-in with a valid code carries `amr: ["otp", "mfa"]`
 * in its ID token; institutions that require MFA refuse sign-ins without it (security context).
 */
import { createHmac } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { DemoAccount } from './demo-accounts.js';

export const SECOND_FACTOR_AMR = ['otp', 'mfa'] as const;

export function demoTotp(account: DemoAccount, issuerKey: string): OTPAuth.TOTP {
  const bytes = createHmac('sha256', issuerKey).update(`totp:${account.sub}`).digest().subarray(0, 20);
  return new OTPAuth.TOTP({
    issuer: 'ScholarLens (local)',
    label: account.email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: new OTPAuth.Secret({ buffer: new Uint8Array(bytes).buffer }),
  });
}

/** Whether `code` is the account's current code (one period either side, for clock drift). */
export function validDemoCode(account: DemoAccount, issuerKey: string, code: string): boolean {
  return /^\d{6}$/.test(code) && demoTotp(account, issuerKey).validate({ token: code, window: 1 }) !== null;
}

/** The enrolment of one account: its otpauth URI, the QR code of it (a PNG data URL), and the secret to type in instead. */
export async function demoEnrolment(account: DemoAccount, issuerKey: string): Promise<{ uri: string; qr: string; secret: string }> {
  const totp = demoTotp(account, issuerKey);
  const uri = totp.toString();
  return { uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 180 }), secret: totp.secret.base32 };
}
