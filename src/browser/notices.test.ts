import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentNotices, MAX_NOTICES, NOTICE_MS, showNotice, subscribeNotices } from './notices';

describe('notices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows each notice for NOTICE_MS, at most MAX_NOTICES at once', () => {
    const changes = vi.fn();
    const unsubscribe = subscribeNotices(changes);
    for (let i = 0; i < MAX_NOTICES + 1; i++) showNotice('offline');
    expect(currentNotices().map((n) => n.id)).toEqual([2, 3, 4]);
    vi.advanceTimersByTime(NOTICE_MS - 1);
    expect(currentNotices()).toHaveLength(MAX_NOTICES);
    vi.advanceTimersByTime(1);
    expect(currentNotices()).toEqual([]);
    expect(changes).toHaveBeenCalled();
    unsubscribe();
  });
});
