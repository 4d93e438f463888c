import { describe, expect, it } from 'vitest';
import { newTaskProblems } from './task-form-rules';

const valid = { organisationId: 'org', title: 'Filter vervangen', description: '', dueDate: '' };

describe('newTaskProblems', () => {
  it('accepts a task with a title and an organisation', () => {
    expect(newTaskProblems(valid)).toEqual({});
  });

  it('asks for a title that is more than spaces, of at most 200 characters', () => {
    expect(newTaskProblems({ ...valid, title: '   ' })).toEqual({ title: 'titleRequired' });
    expect(newTaskProblems({ ...valid, title: 'x'.repeat(201) })).toEqual({ title: 'titleTooLong' });
  });

  it('limits the description, needs an organisation and a real date', () => {
    expect(
      newTaskProblems({ ...valid, description: 'x'.repeat(5001), organisationId: '', dueDate: '2026-13-45' }),
    ).toEqual({
      description: 'descriptionTooLong',
      organisationId: 'organisationRequired',
      dueDate: 'dueDateInvalid',
    });
  });
});
