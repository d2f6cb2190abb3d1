import { describe, expect, it } from 'vitest';
import { chatButtonKind, hasShareButton } from './chat-actions';

describe('what a chatbot button does', () => {
  it('CONFIRM_AVAILABILITY shares the understood times when the answer carries some', () => {
    expect(chatButtonKind('CONFIRM_AVAILABILITY', true)).toBe('share');
    expect(chatButtonKind(' confirm_availability ', true)).toBe('share');
  });

  it('a share button on an answer without times is told to the assistant', () => {
    expect(chatButtonKind('CONFIRM_AVAILABILITY', false)).toBe('message');
  });

  it('SHOW_AVAILABILITY takes the candidate to picking times, with or without times', () => {
    expect(chatButtonKind('SHOW_AVAILABILITY', true)).toBe('pickTimes');
    expect(chatButtonKind('show_availability', false)).toBe('pickTimes');
  });

  it('any other action is sent to the assistant', () => {
    expect(chatButtonKind('RESCHEDULE', true)).toBe('message');
    expect(chatButtonKind('', false)).toBe('message');
    expect(chatButtonKind('CONFIRM_AVAILABILITY_LATER', true)).toBe('message');
  });

  it('hasShareButton: some button shares', () => {
    const buttons = [{ action: 'SHOW_AVAILABILITY' }, { action: 'CONFIRM_AVAILABILITY' }];
    expect(hasShareButton(buttons, true)).toBe(true);
    expect(hasShareButton(buttons, false)).toBe(false);
    expect(hasShareButton([{ action: 'RESCHEDULE' }], true)).toBe(false);
  });
});
