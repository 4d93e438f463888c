/** The rules of the "new task" form: the limits of the server's `CreateTaskBody`, checked before queueing. */
export interface NewTaskDraft {
  organisationId: string;
  title: string;
  description: string;
  /** `YYYY-MM-DD` from the date input, or empty. */
  dueDate: string;
}

export type NewTaskProblem =
  'titleRequired' | 'titleTooLong' | 'descriptionTooLong' | 'organisationRequired' | 'dueDateInvalid';

export function newTaskProblems(draft: NewTaskDraft): Partial<Record<keyof NewTaskDraft, NewTaskProblem>> {
  const problems: Partial<Record<keyof NewTaskDraft, NewTaskProblem>> = {};
  const title = draft.title.trim();
  if (!title) problems.title = 'titleRequired';
  else if ([...title].length > 200) problems.title = 'titleTooLong';
  if (draft.description.length > 5000) problems.description = 'descriptionTooLong';
  if (!draft.organisationId) problems.organisationId = 'organisationRequired';
  if (
    draft.dueDate &&
    (!/^\d{4}-\d{2}-\d{2}$/.test(draft.dueDate) || Number.isNaN(Date.parse(draft.dueDate)))
  ) {
    problems.dueDate = 'dueDateInvalid';
  }
  return problems;
}
