import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meetsPasswordRule } from '@mercato/contracts';
import { loadConfig } from './app-config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'secret-test-'));
const RANDOM_SECRET = '9f1c2e7a4b6d8e0f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f';
const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', SESSION_SECRET: RANDOM_SECRET, ADMIN_EMAIL: 'staff@mercato.ch', ADMIN_PASSWORD: 'Kq7#vRt2-Lm9xW' };

describe('secrets in production (DESIGN.md: hardening decisions)', () => {
  it('starts with a random session secret and a strong admin password', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...production })).toMatchObject({ production: true, sessionSecret: RANDOM_SECRET });
  });

  it.each([
    ['SESSION_SECRET', 'dev-only-session-secret-change-me-0123456789'],
    ['SESSION_SECRET', 'REPLACE-ME-with-32-random-characters-please'],
    ['SESSION_SECRET', 'passwordpasswordpasswordpassword'],
    ['SESSION_SECRET', 's'.repeat(32)],
    ['SESSION_SECRET', '<your-session-secret-of-32-characters>'],
    ['ADMIN_PASSWORD', 'Mercato#Admin2026'],
    ['ADMIN_PASSWORD', 'Password1!'],
    ['ADMIN_PASSWORD', 'Admin#2026'],
    ['ADMIN_PASSWORD', 'Change-Me!'],
  ])('refuses %s=%s, naming the variable in one line', (variable, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, [variable]: value })).toThrow(
      expect.objectContaining({ variable, message: expect.stringMatching(new RegExp(`^Invalid configuration: ${variable} (is a placeholder|is a value published with Mercato|is a common password|repeats too few)`)) }),
    );
  });

  it('never accepts the template value REPLACE-ME as the admin password, although it meets the password rule', () => {
    expect(meetsPasswordRule('REPLACE-ME')).toBe(true);
    for (const env of [{}, { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', SESSION_SECRET: RANDOM_SECRET }]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env, ADMIN_EMAIL: 'staff@mercato.ch', ADMIN_PASSWORD: 'REPLACE-ME' })).toThrow(
        expect.objectContaining({ variable: 'ADMIN_PASSWORD', message: expect.stringContaining('placeholder') }),
      );
    }
  });

  it('leaves development alone: a simple secret works on a developer machine', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 's'.repeat(32), ADMIN_EMAIL: 'a@b.ch', ADMIN_PASSWORD: 'Password1!' }).admin).toEqual({ email: 'a@b.ch', password: 'Password1!' });
  });
});
