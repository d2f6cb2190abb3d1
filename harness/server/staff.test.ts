import { describe, expect, it } from 'vitest';
import {
  cookieValues,
  createStaffAuth,
  newStaffCode,
  parseStaffForm,
  safeNextPath,
  STAFF_COOKIE,
  staffPageHtml,
} from './staff';

describe('staff credential', () => {
  it('a new code is 12 unambiguous characters in groups of 4, different each time', () => {
    const codes = new Set(Array.from({ length: 50 }, newStaffCode));
    expect(codes.size).toBe(50);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){2}$/);
  });

  it('checks the code exactly (spaces around it aside), and refuses short codes', () => {
    const auth = createStaffAuth('correct-horse');
    expect(auth.code).toBe('correct-horse');
    expect(auth.checkCode('correct-horse')).toBe(true);
    expect(auth.checkCode('  correct-horse\n')).toBe(true);
    for (const wrong of ['', 'Correct-horse', 'correct-hors', 'correct-horse!']) {
      expect(auth.checkCode(wrong), wrong).toBe(false);
    }
    expect(() => createStaffAuth('short')).toThrow(/at least 8/);
  });

  it('the cookie is HttpOnly, SameSite=Lax, Path=/, with a token of this start only', () => {
    const auth = createStaffAuth('correct-horse');
    const set = auth.signInCookie();
    expect(set).toMatch(new RegExp(`^${STAFF_COOKIE}=[A-Za-z0-9_-]{43}; `));
    for (const attribute of ['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=28800']) {
      expect(set.split('; ')).toContain(attribute);
    }
    const pair = set.split(';')[0] ?? '';
    expect(auth.isStaff(pair)).toBe(true);
    expect(auth.isStaff(`lng=de; ${pair}; other=1`)).toBe(true);
    // Another start (same code) has another token; a wrong or empty value is no one.
    expect(createStaffAuth('correct-horse').isStaff(pair)).toBe(false);
    for (const header of [
      undefined,
      null,
      '',
      `${STAFF_COOKIE}=`,
      `${STAFF_COOKIE}=x`,
      `x${pair}`,
    ]) {
      expect(auth.isStaff(header), String(header)).toBe(false);
    }
    expect(auth.signOutCookie().split('; ')).toEqual([
      `${STAFF_COOKIE}=`,
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
      'Max-Age=0',
    ]);
  });

  it('reads every value of a cookie name', () => {
    expect(cookieValues('a=1; b=2;a= 3 ; c', 'a')).toEqual(['1', '3']);
    expect(cookieValues(undefined, 'a')).toEqual([]);
  });

  it('goes next only to a path of this server (no open redirect)', () => {
    expect(safeNextPath('/s/abc?debug=true')).toBe('/s/abc?debug=true');
    expect(safeNextPath('/s/abc/../def?x=1#top')).toBe('/s/def?x=1#top');
    for (const evil of [
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'https://evil.com',
      'http:evil.com',
      'javascript:alert(1)',
      'evil.com',
      '/..//evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      ' /s/abc',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(evil), String(evil)).toBe('/');
    }
    expect(safeNextPath('//evil.com', '/staff/sign-in')).toBe('/staff/sign-in');
  });

  it('parses the form body', () => {
    expect(parseStaffForm(Buffer.from('code=a%20b%2Bc&next=%2Fs%2Fx%3Fdebug%3Dtrue'))).toEqual({
      code: 'a b+c',
      next: '/s/x?debug=true',
    });
    expect(parseStaffForm(Buffer.from(''))).toEqual({ code: '', next: null });
  });

  it('the sign-in page: a labelled code field, errors tied to it, next escaped, no script', () => {
    const plain = staffPageHtml({ kind: 'signIn', next: null });
    expect(plain).toContain('<label for="staff-code">Staff code</label>');
    expect(plain).toMatch(/<input id="staff-code" name="code" type="password" required/);
    expect(plain).toContain('method="post" action="/staff/sign-in"');
    expect(plain).not.toContain('name="next"');
    expect(plain).not.toContain('role="alert"');
    expect(plain).not.toMatch(/<script|style="/);

    const wrong = staffPageHtml({ kind: 'signIn', next: '/s/a?x="><b>', error: 'wrongCode' });
    expect(wrong).toContain('<title>Error: Staff sign-in');
    expect(wrong).toMatch(
      /<p class="error" id="code-error" role="alert">That is not the staff code/,
    );
    expect(wrong).toContain('aria-describedby="code-error code-hint" aria-invalid="true"');
    expect(wrong).toContain('name="next" value="/s/a?x=&quot;&gt;&lt;b&gt;"');
    expect(wrong).not.toContain('"><b>');

    const signedIn = staffPageHtml({ kind: 'signedIn', next: '/s/abc?debug=true' });
    expect(signedIn).toContain('<h1>Signed in as staff</h1>');
    expect(signedIn).toContain('<a href="/s/abc?debug=true">');
    expect(signedIn).toContain('action="/staff/sign-out"');
  });
});
