import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listStateFromLink } from './use-linked-list-state';

const ListState = z.object({
  search: z.string(),
  status: z.enum(['open', 'overdue', 'done']).nullable(),
  period: z.enum(['all', 'thisYear']),
});
const initial: z.infer<typeof ListState> = { search: '', status: null, period: 'all' };

describe('listStateFromLink', () => {
  it('sets the filters the link names and every other one back to its default', () => {
    expect(listStateFromLink(new URLSearchParams('status=overdue'), ListState, initial)).toEqual({
      search: '',
      status: 'overdue',
      period: 'all',
    });
  });

  it('ignores a link that names none of the filters', () => {
    expect(listStateFromLink(new URLSearchParams('tab=2'), ListState, initial)).toBeNull();
    expect(listStateFromLink(new URLSearchParams(''), ListState, initial)).toBeNull();
  });

  it('ignores a link with a value the list does not offer', () => {
    expect(listStateFromLink(new URLSearchParams('status=lost'), ListState, initial)).toBeNull();
  });
});
