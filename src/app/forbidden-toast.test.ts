import { i18n } from '@lingui/core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { messages } from '../i18n/locales/nl/messages.po';
import { showForbiddenToast } from './forbidden-toast';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { error: toastError } }));

/** The toast library is imported on demand; let that import settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('showForbiddenToast', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'nl', messages }));
  beforeEach(() => toastError.mockClear());

  it("shows the server's message for a 403", async () => {
    showForbiddenToast(ApiError.fromResponse(403, { message: 'Je mag deze rol niet verwijderen' }));
    await settle();
    expect(toastError).toHaveBeenCalledWith('Je mag deze rol niet verwijderen', expect.anything());
  });

  it('shows a permission-denied message when the server sent none', async () => {
    showForbiddenToast(ApiError.fromResponse(403, null));
    await settle();
    expect(toastError).toHaveBeenCalledWith('Je hebt geen toestemming voor deze actie.', expect.anything());
  });

  it('stays silent for other errors', async () => {
    showForbiddenToast(ApiError.fromResponse(422, { message: 'Ongeldig' }));
    await settle();
    expect(toastError).not.toHaveBeenCalled();
  });
});
