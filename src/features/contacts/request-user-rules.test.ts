import { describe, expect, it } from 'vitest';
import { userRequestProblems, type UserRequestDraft } from './request-user-rules';

const valid: UserRequestDraft = {
  organisationId: '0190a000-0000-7000-8000-0000000000b1',
  name: 'Kees Visser',
  email: 'kees@bakkerij-dejong.example',
  phone: '',
  jobTitle: '',
  remark: 'Nieuwe bedrijfsleider, moet facturen en offertes zien',
};

describe('userRequestProblems', () => {
  it('accepts a request with a name, an email address, a remark and an organisation', () => {
    expect(userRequestProblems(valid)).toEqual({});
    expect(
      userRequestProblems({ ...valid, phone: '+31 (0)20-123 4567', jobTitle: 'Bedrijfsleider' }),
    ).toEqual({});
  });

  it('asks for what is missing, spaces counting as nothing', () => {
    expect(
      userRequestProblems({ ...valid, organisationId: '', name: '  ', email: ' ', remark: '\n' }),
    ).toEqual({
      organisationId: 'organisationRequired',
      name: 'nameRequired',
      email: 'emailRequired',
      remark: 'remarkRequired',
    });
  });

  it('refuses an email address the server would refuse, and a phone number that is not one', () => {
    expect(userRequestProblems({ ...valid, email: 'kees' })).toEqual({ email: 'emailInvalid' });
    expect(userRequestProblems({ ...valid, email: 'kees@bakkerij' })).toEqual({ email: 'emailInvalid' });
    expect(userRequestProblems({ ...valid, phone: 'bel maar' })).toEqual({ phone: 'phoneInvalid' });
    expect(userRequestProblems({ ...valid, phone: '123' })).toEqual({ phone: 'phoneInvalid' });
  });

  it('keeps every field within the server’s limits', () => {
    expect(
      userRequestProblems({
        ...valid,
        name: 'x'.repeat(201),
        jobTitle: 'x'.repeat(201),
        remark: 'x'.repeat(2001),
        phone: '0'.repeat(51),
      }),
    ).toEqual({
      name: 'nameTooLong',
      jobTitle: 'jobTitleTooLong',
      remark: 'remarkTooLong',
      phone: 'phoneInvalid',
    });
  });
});
