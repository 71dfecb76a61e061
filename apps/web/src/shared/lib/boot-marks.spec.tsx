import { afterEach, describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { ForgetBootMarks, LIVE_MARK } from './boot-marks';

describe('ForgetBootMarks', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(LIVE_MARK);
  });

  it('removes the marks of boot.js and marks <html> as live once the app runs the page', () => {
    document.documentElement.setAttribute('data-boot-user', '');
    document.documentElement.setAttribute('data-boot-other-language', '');
    expect(document.documentElement.hasAttribute(LIVE_MARK)).toBe(false);
    render(<ForgetBootMarks />);
    expect(document.documentElement.hasAttribute('data-boot-user')).toBe(false);
    expect(document.documentElement.hasAttribute('data-boot-other-language')).toBe(false);
    expect(document.documentElement.hasAttribute(LIVE_MARK)).toBe(true);
  });
});
