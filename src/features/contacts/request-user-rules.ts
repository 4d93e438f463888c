/**
 * The rules of the "request a new user" form: the limits of the server's `RequestUserBody` (its own
 * email check included), checked before queueing so a request never waits offline only to be
 * refused. The form also asks which organisation the user would join and why (the remark tells the
 * service desk what the new user needs; the server accepts a request without one).
 */
import { RequestUserBody } from '../../api/contract/contacts';

export interface UserRequestDraft {
  organisationId: string;
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  remark: string;
}

export const emptyUserRequest: Omit<UserRequestDraft, 'organisationId'> = {
  name: '',
  email: '',
  phone: '',
  jobTitle: '',
  remark: '',
};

export type UserRequestProblem =
  | 'organisationRequired'
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'jobTitleTooLong'
  | 'remarkRequired'
  | 'remarkTooLong';

export const userRequestLimits = { name: 200, email: 254, phone: 50, jobTitle: 200, remark: 2000 };

function length(text: string): number {
  return [...text.trim()].length;
}

/** A phone number: digits with the usual separators, an optional leading plus, at least 6 digits. */
function isPhoneNumber(text: string): boolean {
  return /^\+?[\d\s().\-/]+$/.test(text) && text.replace(/\D/g, '').length >= 6;
}

export function userRequestProblems(
  draft: UserRequestDraft,
): Partial<Record<keyof UserRequestDraft, UserRequestProblem>> {
  const problems: Partial<Record<keyof UserRequestDraft, UserRequestProblem>> = {};
  if (!draft.organisationId) problems.organisationId = 'organisationRequired';
  if (!draft.name.trim()) problems.name = 'nameRequired';
  else if (length(draft.name) > userRequestLimits.name) problems.name = 'nameTooLong';
  const email = draft.email.trim();
  if (!email) problems.email = 'emailRequired';
  else if (!RequestUserBody.shape.email.safeParse(email).success) problems.email = 'emailInvalid';
  const phone = draft.phone.trim();
  if (phone && (length(phone) > userRequestLimits.phone || !isPhoneNumber(phone)))
    problems.phone = 'phoneInvalid';
  if (length(draft.jobTitle) > userRequestLimits.jobTitle) problems.jobTitle = 'jobTitleTooLong';
  if (!draft.remark.trim()) problems.remark = 'remarkRequired';
  else if (length(draft.remark) > userRequestLimits.remark) problems.remark = 'remarkTooLong';
  return problems;
}
